import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import { periodStarts } from '@/lib/diary/period-history';
import { upcomingReminderDate, type LocalDate, type ReminderPlan } from '@/lib/reminders';
import type { AccountUser } from './account-user';
import type { LoadResult } from './calls';
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
