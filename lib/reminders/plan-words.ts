import { REMINDER_LABELS } from './labels';
import type { LocalDate } from './local-date';
import { DAYS_AFTER_PERIOD_START } from './next-due';
import type { ReminderPlan } from './types';
import { WEEKDAY_LABELS, weekdayOf } from './weekday';

/** "1st", "2nd", "23rd", "11th": the day of the month as she would say it. */
function ordinal(day: number): string {
  const teens = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teens ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** "Mondays": the weekday weekly and fortnightly reminders repeat on, counted from their start date. */
export function repeatWeekday(startDate: LocalDate): string {
  return `${WEEKDAY_LABELS[weekdayOf(startDate)]}s`;
}

/**
 * Her reminder plan in words, as /plan sets it and the scheduled job reads it: "Every month on the 1st, at 09:00
 * UK time, by email", "Every week on Mondays, …". No plan means no reminders are sent, whatever else her record says.
 */
export function reminderPlanWords(plan: ReminderPlan | null): string {
  if (!plan || plan.frequency === 'NONE') return REMINDER_LABELS.NONE;
  const when =
    plan.frequency !== 'MONTHLY'
      ? ` on ${repeatWeekday(plan.startDate)}`
      : plan.timing === 'cycle'
        ? `, a few days after your period ends (about ${DAYS_AFTER_PERIOD_START} days after it starts)`
        : ` on the ${ordinal(plan.dayOfMonth)}`;
  return `${REMINDER_LABELS[plan.frequency]}${when}, at ${plan.time} UK time, by email`;
}

/**
 * While her health features are paused nothing of her cycle is read, so a plan timed to her cycle keeps to her
 * fixed day (the job and /plan alike): the line that tells her so, or null when her plan is not timed to her cycle.
 */
export function pausedTimingWords(plan: ReminderPlan | null, healthPaused: boolean): string | null {
  if (!healthPaused || plan?.frequency !== 'MONTHLY' || plan.timing !== 'cycle') return null;
  return `While your health features are paused, reminders use your fixed day (the ${ordinal(plan.dayOfMonth)}).`;
}
