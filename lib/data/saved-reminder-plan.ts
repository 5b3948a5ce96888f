import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import type { ReminderPlan } from '@/lib/reminders';
import { toAccountUser } from './account-user';
import { findUserRecord } from './stored-user';

/**
 * Her plan as stored now (null when she has none), read just before /plan saves a new one: a weekly or fortnightly
 * plan saved again keeps its start date. Her record only, none of the identity checks of a page load. Throws DataError.
 */
export async function loadSavedReminderPlan(session: SessionUser): Promise<ReminderPlan | null> {
  const record = await findUserRecord(session.sub);
  return record ? toAccountUser(record).reminderPlan : null;
}
