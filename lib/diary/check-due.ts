import { cycleHistory } from './carry-over';
import { addDays, daysBetween } from './dates';
import type { CheckRecord } from './findings';

/**
 * When her next self-check is due: the one rule /summary and the notices both use. It follows her checks, so a
 * check done today moves it on. Her reminder plan (lib/reminders) is when she asked to be reminded, another thing.
 */

/** The NHS and Breast Cancer Now suggest checking about once a month; with periods, at the same point each cycle. */
export const DEFAULT_CHECK_INTERVAL_DAYS = 28;
/** A check is due from this many days before its day to this many after; overdue after that. */
export const DUE_WINDOW_DAYS = 3;

export type CheckDue =
  | { status: 'never' }
  | { status: 'upcoming' | 'due' | 'overdue'; lastCheck: string; nextDue: string; daysLeft: number };

/** What the rule reads of a check: when it was done, and the cycle it recorded. */
export type DueCheck = Pick<CheckRecord, 'checked' | 'day' | 'cycle' | 'cycleLength'>;

/**
 * Her usual cycle length after her latest check (she checks at the same point of each cycle), or four weeks.
 * `checks` in any order; `today` is the UK day.
 */
export function checkDue(checks: readonly DueCheck[], today: string): CheckDue {
  const latest = checks.reduce<DueCheck | null>(
    (newest, check) => (!newest || check.checked.localeCompare(newest.checked) > 0 ? check : newest),
    null,
  );
  if (!latest) return { status: 'never' };
  const nextDue = addDays(latest.day, cycleHistory(checks).usualLength ?? DEFAULT_CHECK_INTERVAL_DAYS);
  const daysLeft = daysBetween(today, nextDue);
  const status = daysLeft > DUE_WINDOW_DAYS ? 'upcoming' : daysLeft >= -DUE_WINDOW_DAYS ? 'due' : 'overdue';
  return { status, lastCheck: latest.day, nextDue, daysLeft };
}
