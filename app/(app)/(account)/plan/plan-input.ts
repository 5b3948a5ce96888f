import type { AccountUser } from '@/lib/data/account-user';
import { expectedInput } from '@/lib/forms/account-expected';
import type { LocalDate } from '@/lib/reminders/local-date';
import { repeatsWeekly } from '@/lib/reminders/plan-start';
import { weekdayOf } from '@/lib/reminders/weekday';

/**
 * The plan form's inputs for what is stored (defaults: monthly on the 1st at 9 in the morning). The weekday is
 * the one a weekly or fortnightly plan repeats on, or today's (London), which starts a new plan today. Her
 * reminders as stored ride along: a change to them since the form was filled (another window, the email's
 * unsubscribe link) is a conflict.
 */
export function planInputOf(user: AccountUser, today: LocalDate): Record<string, string> {
  const plan = user.reminderPlan;
  return {
    frequency: plan?.frequency ?? user.reminder,
    weekday: weekdayOf(plan && repeatsWeekly(plan.frequency) ? plan.startDate : today),
    timing: plan?.timing ?? 'day-of-month',
    dayOfMonth: String(plan?.dayOfMonth ?? 1),
    time: plan?.time ?? '09:00',
    ...expectedInput('plan', user.read),
  };
}
