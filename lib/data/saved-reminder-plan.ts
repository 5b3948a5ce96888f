import 'server-only';
import { UserByUidDocument } from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import type { ReminderPlan } from '@/lib/reminders';
import { toAccountUser } from './account-user';
import { callForData } from './calls';
import { getClient } from './client';

/**
 * Her plan as stored now (null when she has none), read just before /plan saves a new one: a weekly or fortnightly
 * plan saved again keeps its start date. Her record only, none of the identity checks of a page load. Throws DataError.
 */
export async function loadSavedReminderPlan(session: SessionUser): Promise<ReminderPlan | null> {
  const found = await callForData('UserByUid', () =>
    getClient().query({ query: UserByUidDocument, variables: { uid: session.sub } }),
  );
  const record = found.userByUid.items[0];
  return record ? toAccountUser(record).reminderPlan : null;
}
