import { addDays, daysBetween, toDay, type Day } from './days';
import { CHECK_IN_KINDS, type CheckInKind } from './scale';

/** The NHS and Breast Cancer Now suggest checking about once a month; with periods, at the same point each cycle. */
export const DEFAULT_CHECK_INTERVAL_DAYS = 28;

export type CheckDue =
  { status: 'never' } | { status: 'upcoming' | 'due' | 'overdue'; lastCheck: Day; nextDue: Day; daysLeft: number };

/**
 * When her next self-check is due: her usual cycle length after the last check (she checks at the same point of
 * each cycle), or four weeks. Due within the 3 days either side of that day, overdue after.
 */
export function nextCheckDue(lastCheck: Day | null, usualCycleLength: number | null, today: Day): CheckDue {
  if (!lastCheck) return { status: 'never' };
  const last = toDay(lastCheck);
  const nextDue = addDays(last, usualCycleLength ?? DEFAULT_CHECK_INTERVAL_DAYS);
  const daysLeft = daysBetween(toDay(today), nextDue);
  const status = daysLeft > 3 ? 'upcoming' : daysLeft >= -3 ? 'due' : 'overdue';
  return { status, lastCheck: last, nextDue, daysLeft };
}

/** How many check-ins of each kind she made in `today`'s calendar month. */
export function checkInsThisMonth(
  entries: Record<CheckInKind, readonly { checked: string }[]>,
  today: Day,
): Record<CheckInKind, number> {
  const month = toDay(today).slice(0, 7);
  return Object.fromEntries(
    CHECK_IN_KINDS.map((kind) => [kind, entries[kind].filter((entry) => entry.checked.startsWith(month)).length]),
  ) as Record<CheckInKind, number>;
}

export type NextAction = 'first-check' | 'check' | 'week' | 'monitor';

/**
 * The one thing /summary puts first: a self-check when she has never done one or it is due; otherwise her week's
 * check-in when she has none in the last 7 days; otherwise her patterns.
 */
export function nextAction(due: CheckDue, latestCheckIn: Day | null, today: Day): NextAction {
  if (due.status === 'never') return 'first-check';
  if (due.status !== 'upcoming') return 'check';
  if (!latestCheckIn || daysBetween(toDay(latestCheckIn), toDay(today)) >= 7) return 'week';
  return 'monitor';
}
