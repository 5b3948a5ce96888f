/**
 * Calendar dates and wall-clock times in Europe/London, where every reminder is set and every member lives. A local
 * date is an ISO `YYYY-MM-DD` string; arithmetic on it is done in UTC so no host time zone or clock change can
 * shift a day. `londonDate` is the product's one way to turn an instant into her day: the servers run in UTC, and
 * in British Summer Time her day starts at 23:00 UTC the day before.
 */
export const REMINDER_TIME_ZONE = 'Europe/London';

export type LocalDate = string;

const DAY_MS = 86_400_000;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: REMINDER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function partsOf(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const { type, value } of londonParts.formatToParts(instant)) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  return parts;
}

/** Minutes London is ahead of UTC at that instant: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: Date): number {
  const p = partsOf(instant);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The London calendar date of an instant: a Date, or an ISO date and time with its offset (AWSDateTime). */
export function londonDate(instant: Date | string): LocalDate {
  const p = partsOf(typeof instant === 'string' ? new Date(instant) : instant);
  return toLocalDate(Date.UTC(p.year!, p.month! - 1, p.day!));
}

/**
 * The instant London's clocks show `time` on `date`. A time skipped when the clocks go forward (01:30 on the
 * last Sunday of March) is read an hour later, as the clocks would show it; a time that happens twice when
 * they go back is the first of the two. Both match how calendar programs place such events.
 */
export function londonInstant(date: LocalDate, time: string): Date {
  const [hour, minute] = parseTime(time);
  const wall = dayNumber(date) * DAY_MS + (hour * 60 + minute) * 60_000;
  const before = londonOffsetMinutes(new Date(wall - 12 * 3_600_000));
  const after = londonOffsetMinutes(new Date(wall + 12 * 3_600_000));
  const withBefore = wall - before * 60_000;
  const withAfter = wall - after * 60_000;
  if (londonOffsetMinutes(new Date(withBefore)) === before) return new Date(withBefore);
  if (londonOffsetMinutes(new Date(withAfter)) === after) return new Date(withAfter);
  // Only in the spring gap does neither offset give back the same wall time: the old offset moves it forward.
  return new Date(withBefore);
}

/** Hours 00-23 and minutes 00-59 of an `HH:MM` string; throws on anything else. */
export function parseTime(time: string): [number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  return [Number(match[1]), Number(match[2])];
}

/** Days since 1970-01-01 of a local date; throws on a malformed or impossible date. */
export function dayNumber(date: LocalDate): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  if (toLocalDate(ms) !== date) throw new RangeError(`No such date: ${date}`);
  return ms / DAY_MS;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return toLocalDate((dayNumber(date) + days) * DAY_MS);
}

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `day` of that month, or the month's last day when it is shorter (the 31st in February is the 28th or 29th). */
export function clampedDayOfMonth(year: number, month: number, day: number): LocalDate {
  return toLocalDate(Date.UTC(year, month - 1, Math.min(day, daysInMonth(year, month))));
}

function toLocalDate(ms: number): LocalDate {
  return new Date(ms).toISOString().slice(0, 10);
}
