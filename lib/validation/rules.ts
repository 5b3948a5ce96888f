import { londonDate } from '@/lib/reminders/local-date';
import { AGE_LIMITS } from './limits';

/**
 * Framework-free field rules shared by the app's form schemas and backend/validation, so a value the form
 * accepts is one the API accepts too. Plain predicates and conversions; fields.ts wraps them for zod.
 */

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** Multi-line text keeps tab, line feed and carriage return (browsers send a textarea's lines as CR LF). */
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Control characters end up in printed reports and CSV exports, where they break the layout or worse. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS).test(value);
}

/** YYYY-MM-DD naming a day that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date on which she was at least 18 and at most 120 years old (AGE_LIMITS) on her UK day at `now`. */
export function isDateOfBirth(value: string, now: Date): boolean {
  if (!isCalendarDate(value)) return false;
  const today = londonDate(now);
  const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return value <= yearsAgo(AGE_LIMITS.min) && value >= yearsAgo(AGE_LIMITS.max);
}

/**
 * A phone number in E.164 (+447700900123), the one format stored and sent everywhere. UK numbers typed the
 * usual way (07700 900123, +44 (0)7700 900123, 0044 7700 900123) are converted; anything else must already be
 * international (+ or 00 and a country code). Blank stays blank; null means it cannot be read as a number.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  if (compact === '') return '';
  let international: string;
  if (/^\+440/.test(compact)) international = `+44${compact.slice(4)}`;
  else if (compact.startsWith('+')) international = compact;
  else if (/^00440/.test(compact)) international = `+44${compact.slice(5)}`;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else if (/^0\d{9,10}$/.test(compact)) international = `+44${compact.slice(1)}`;
  else return null;
  if (!/^\+[1-9]\d{6,14}$/.test(international)) return null;
  if (international.startsWith('+44') && !/^\+44\d{9,10}$/.test(international)) return null;
  return international;
}
