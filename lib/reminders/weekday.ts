import { addDays, dayNumber, type LocalDate } from './local-date';

/** The days a weekly or fortnightly reminder can fall on, Monday first as UK calendars show them. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
} as const satisfies Record<Weekday, string>;

export function weekdayOf(date: LocalDate): Weekday {
  // 1 January 1970, day 0, was a Thursday.
  return WEEKDAYS[(dayNumber(date) + 3) % 7]!;
}

/** The first date on or after `from` that falls on `weekday`: `from` itself when it does. */
export function nextOnWeekday(from: LocalDate, weekday: Weekday): LocalDate {
  return addDays(from, (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7);
}
