import type { AccountUser } from '@/lib/data/account-user';

/** The plan form's inputs for what is stored (defaults: monthly on the 1st at 9 in the morning). */
export function planInputOf(user: AccountUser): Record<string, string> {
  const plan = user.reminderPlan;
  return {
    frequency: plan?.frequency ?? user.reminder,
    timing: plan?.timing ?? 'day-of-month',
    dayOfMonth: String(plan?.dayOfMonth ?? 1),
    time: plan?.time ?? '09:00',
  };
}
