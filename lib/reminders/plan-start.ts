import type { LocalDate } from './local-date';
import type { ReminderFrequency, ReminderPlan } from './types';
import { nextOnWeekday, weekdayOf, type Weekday } from './weekday';

/** What she chose on /plan that the start date follows: a weekday matters only to weekly and fortnightly plans. */
export interface StartChoice {
  frequency: ReminderFrequency;
  weekday: Weekday;
}

export const repeatsWeekly = (frequency: ReminderFrequency) => frequency === 'WEEKLY' || frequency === 'FORTNIGHTLY';

/**
 * The start date a plan saved from /plan keeps. Weekly and fortnightly reminders count from it, so saving the same
 * frequency and weekday again (a new time, or nothing changed at all) must not move her weekday or her fortnight,
 * nor send a second reminder that week. Another weekday starts on its next date, today if it is that day; a new
 * frequency, or reminders after none, starts from today or the chosen weekday's next date. /plan then names the
 * weekday it repeats on (`reminderPlanWords`).
 */
export function planStartDate(
  saved: Pick<ReminderPlan, 'frequency' | 'startDate'> | null,
  { frequency, weekday }: StartChoice,
  today: LocalDate,
): LocalDate {
  const weekly = repeatsWeekly(frequency);
  const start = weekly ? nextOnWeekday(today, weekday) : today;
  const kept =
    saved &&
    saved.frequency === frequency &&
    saved.startDate <= start &&
    (!weekly || weekdayOf(saved.startDate) === weekday);
  return kept ? saved.startDate : start;
}
