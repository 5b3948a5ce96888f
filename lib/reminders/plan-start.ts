import type { LocalDate } from './local-date';
import type { ReminderFrequency, ReminderPlan } from './types';

/**
 * The start date a plan saved from /plan keeps. Weekly and fortnightly reminders count from it, so saving the same
 * frequency again (a new time, or nothing changed at all) must not move her weekday or her fortnight, nor send a
 * second reminder that week. A new frequency, or reminders after none, starts from today: /plan then shows the next
 * date and the weekday it repeats on (`reminderPlanWords`).
 */
export function planStartDate(
  saved: Pick<ReminderPlan, 'frequency' | 'startDate'> | null,
  frequency: ReminderFrequency,
  today: LocalDate,
): LocalDate {
  return saved && saved.frequency === frequency && saved.startDate <= today ? saved.startDate : today;
}
