/**
 * Calendar days as 'YYYY-MM-DD' strings. Day arithmetic is done in UTC on the date alone, so British Summer
 * Time changes, month ends and leap years never shift a count by one. The day an instant falls on for her is
 * `londonDate` (lib/reminders/local-date), never the instant's UTC date.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtcMs(day: string): number {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar date: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(toUtcMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "12 Oct", or "12 Oct 2024" when the year differs from `today`'s. */
export function shortDate(day: string, today?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sameYear = today !== undefined && today.slice(0, 4) === day.slice(0, 4);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}
