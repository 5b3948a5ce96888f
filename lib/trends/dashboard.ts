import type { CheckDue } from '@/lib/diary/check-due';
import { daysBetween, toDay, type Day } from './days';
import { CHECK_IN_KINDS, type CheckInKind } from './scale';

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
