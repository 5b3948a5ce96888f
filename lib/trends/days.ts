import { londonDate } from '@/lib/reminders/local-date';

/**
 * Calendar days as 'YYYY-MM-DD' strings; arithmetic on them is done in UTC on the date alone, so a day never
 * shifts with the server's time zone. Diary entries are AWSDate already; an instant (now, or an Observation's
 * AWSDateTime) counts for her UK day, as the notices and the report count it: in summer 23:30 UTC is the next day.
 */
export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** AWSDateTime always carries its offset; without one, the host's time zone would decide the day. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function toDay(value: string | Date): Day {
  if (value instanceof Date || INSTANT_PATTERN.test(value)) return londonDate(value);
  if (!DAY_PATTERN.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new RangeError(`Not a calendar day: ${value}`);
  }
  return value;
}

/** The date a UTC midnight names: for arithmetic on days, never for an instant. */
function utcDay(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

export function dayToTime(day: Day): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function dayToDate(day: Day): Date {
  return new Date(dayToTime(day));
}

export function addDays(day: Day, days: number): Day {
  return utcDay(new Date(dayToTime(day) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayToTime(to) - dayToTime(from)) / DAY_MS);
}

export function addMonths(day: Day, months: number): Day {
  const date = dayToDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return utcDay(target);
}

/** Monday of the week the day falls in (UK weeks start on Monday). */
export function weekStart(day: Day): Day {
  const weekday = (dayToDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

const LONG_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '3 November 2026' */
export function formatDayLong(day: Day): string {
  return LONG_FORMAT.format(dayToDate(day));
}

/** '3 Nov' */
export function formatDayShort(day: Day): string {
  return SHORT_FORMAT.format(dayToDate(day));
}
