import { REMINDER_TIME_ZONE, clampedDayOfMonth, dayNumber, parseTime, type LocalDate } from './local-date';
import { assertReminderPlan } from './plan-schema';
import type { ReminderPlan } from './types';

/**
 * RFC 5545 calendar of her reminders: one recurring event at her London time with an alarm. The UID is
 * derived from her user id so a re-download or a subscription refresh updates the event instead of adding one.
 */
export interface ReminderCalendarInput {
  /** The product's name (brand.name), for PRODID. */
  siteName: string;
  plan: ReminderPlan;
  /** London date of the first event (usually `nextDue(...).date`). */
  firstDate: LocalDate;
  /** Cycle-timed plans repeat every this many days in a calendar, which cannot follow her records. */
  cycleDays?: number;
  uid: string;
  /** Domain part of the event UID, e.g. the site's host name. */
  domain: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  summary: string;
  description: string;
  url?: string;
  durationMinutes?: number;
  /** Name a calendar program shows for a subscribed calendar. */
  calendarName?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 3.6.5: the zone's rules written out, so calendars without a zone database still place the event. */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${REMINDER_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Years of February dates written out for a 29th or 30th (see `recurrence`). */
const FEBRUARY_YEARS = 10;

export interface Recurrence {
  rule: string;
  /** London dates added with RDATE. */
  extraDates: LocalDate[];
}

/**
 * The RRULE of a plan (and any RDATEs it needs); null for NONE, which has no calendar. The 31st is the
 * month's last day (BYMONTHDAY=-1). RRULE alone cannot clamp the 29th or 30th in February without BYSETPOS,
 * which common calendar engines ignore for month days, so February's last day is added by RDATE for the
 * next ten years.
 */
export function recurrence(plan: ReminderPlan, firstDate: LocalDate, cycleDays = 28): Recurrence | null {
  const only = (rule: string): Recurrence => ({ rule, extraDates: [] });
  assertReminderPlan(plan);
  switch (plan.frequency) {
    case 'NONE':
      return null;
    case 'WEEKLY':
      return only('FREQ=WEEKLY;INTERVAL=1');
    case 'FORTNIGHTLY':
      return only('FREQ=WEEKLY;INTERVAL=2');
    case 'MONTHLY': {
      if (plan.timing === 'cycle') return only(`FREQ=DAILY;INTERVAL=${cycleDays}`);
      if (plan.dayOfMonth >= 31) return only('FREQ=MONTHLY;BYMONTHDAY=-1');
      const rule = `FREQ=MONTHLY;BYMONTHDAY=${plan.dayOfMonth}`;
      if (plan.dayOfMonth <= 28) return only(rule);
      const firstYear = Number(firstDate.slice(0, 4));
      const februaries = Array.from({ length: FEBRUARY_YEARS }, (_, index) =>
        clampedDayOfMonth(firstYear + index, 2, plan.dayOfMonth),
      ).filter((date) => date >= firstDate && Number(date.slice(8)) < plan.dayOfMonth);
      return { rule, extraDates: februaries };
    }
  }
}

export function buildReminderCalendar(input: ReminderCalendarInput): string {
  dayNumber(input.firstDate);
  const repeat = recurrence(input.plan, input.firstDate, input.cycleDays);
  if (!repeat) throw new RangeError('A plan without reminders has no calendar');
  const [hour, minute] = parseTime(input.plan.time);
  const localTime = (date: LocalDate) => `${date.replaceAll('-', '')}T${pad(hour)}${pad(minute)}00`;
  const zoned = `TZID=${REMINDER_TIME_ZONE}`;
  const lines = [
    ...calendarHead(input),
    'BEGIN:VEVENT',
    `UID:reminder-${escapeText(input.uid)}@${escapeText(input.domain)}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART;${zoned}:${localTime(input.firstDate)}`,
    `DURATION:PT${input.durationMinutes ?? 15}M`,
    `RRULE:${repeat.rule}`,
    ...(repeat.extraDates.length ? [`RDATE;${zoned}:${repeat.extraDates.map(localTime).join(',')}`] : []),
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    // Serialising through URL drops any line break a caller's string might smuggle into the file.
    ...(input.url ? [`URL:${new URL(input.url).toString()}`] : []),
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(input.summary)}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * Her subscription while she has no reminders: the same calendar with no event in it. A calendar program replaces
 * what it showed with each refresh, so the event and its alarm go; a failing address (a 404) would instead leave
 * its last copy alerting for ever. The VTIMEZONE stays, as RFC 5545 wants at least one component.
 */
export function buildEmptyReminderCalendar(input: Pick<ReminderCalendarInput, 'siteName' | 'calendarName'>): string {
  return [...calendarHead(input), 'END:VCALENDAR'].map(foldLine).join(CRLF) + CRLF;
}

function calendarHead({ siteName, calendarName }: Pick<ReminderCalendarInput, 'siteName' | 'calendarName'>): string[] {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(siteName)}//Reminders//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendarName ? [`NAME:${escapeText(calendarName)}`, `X-WR-CALNAME:${escapeText(calendarName)}`] : []),
    // RFC 7986 and its older Apple/Google form: how often a subscription is fetched again.
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...LONDON_VTIMEZONE,
  ];
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
