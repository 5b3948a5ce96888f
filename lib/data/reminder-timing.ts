import 'server-only';
import { UserByUidDocument } from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { periodStarts } from '@/lib/diary/period-history';
import { upcomingReminderDate, type LocalDate, type ReminderPlan } from '@/lib/reminders';
import { toAccountUser, type AccountUser } from './account-user';
import { callForData, type LoadResult } from './calls';
import { getClient } from './client';
import { loadChecks } from './observations';

/**
 * The period starts that time her reminders, oldest first: read only for a plan timed to her cycle. While her
 * health features are paused none are read and her plan keeps to its day of the month, as the scheduled job does.
 */
export async function loadReminderPeriodStarts(
  session: SessionUser,
  plan: ReminderPlan,
): Promise<LoadResult<LocalDate[]>> {
  if (plan.frequency !== 'MONTHLY' || plan.timing !== 'cycle') return { ok: true, value: [] };
  const checks = await loadChecks(session);
  if (checks.ok)
    return {
      ok: true,
      value: periodStarts(checks.value)
        .map((start) => start.day)
        .sort(),
    };
  return checks.reason === 'paused' ? { ok: true, value: [] } : checks;
}

/**
 * The date of her next reminder, worked out again from her records as the scheduled job does on its next run, so
 * a period start she has just recorded shows at once. The stored date when her records cannot be read just now.
 */
export async function loadUpcomingReminderDate(session: SessionUser, user: AccountUser): Promise<LocalDate | null> {
  const plan = user.reminderPlan;
  if (user.reminder === 'NONE') return null;
  if (!plan) return user.nextCheckDue;
  const starts = await loadReminderPeriodStarts(session, plan);
  if (!starts.ok) return user.nextCheckDue;
  return upcomingReminderDate({ uid: user.uid, plan, next: user.nextCheckDue, periodStarts: starts.value }, new Date());
}

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
