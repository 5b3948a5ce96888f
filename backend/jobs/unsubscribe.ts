import type { Store } from '@/backend/store/store';
import { verifyUnsubscribeToken } from '@/lib/reminders';
import { stopReminders } from './reminders';

export type UnsubscribeOutcome = 'stopped' | 'expired' | 'invalid' | 'no-account';

/** The unsubscribe link's work, without a session: the signed token alone says whose reminders to stop. */
export async function unsubscribeWithToken(
  store: Store,
  token: string,
  keys: readonly string[],
  now: Date,
): Promise<UnsubscribeOutcome> {
  const check = verifyUnsubscribeToken(token, keys, now);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid';
  return (await stopReminders(store, check.uid)) ? 'stopped' : 'no-account';
}
