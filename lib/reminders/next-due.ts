import {
  addDays,
  clampedDayOfMonth,
  dayNumber,
  daysBetween,
  londonDate,
  londonInstant,
  type LocalDate,
} from './local-date';
import { assertReminderPlan } from './plan-schema';
import type { DueReminder, ReminderPlan } from './types';

/** How long a period she dated without saying its length is taken to last (the charts shade it so too). */
export const TYPICAL_PERIOD_DAYS = 5;
/**
 * Know Your Lemons and Keep A Breast (docs: the health-content reference) advise checking a few days after a
 * period ends, when breasts are usually less tender: 5 days after a typical period, so 10 after it starts.
 */
export const DAYS_AFTER_PERIOD_START = TYPICAL_PERIOD_DAYS + 5;
const TYPICAL_CYCLE_DAYS = 28;
/** Gaps outside this range are a missed record or a one-off, not a cycle length. */
const CYCLE_DAYS_RANGE = { min: 21, max: 45 } as const;
/** Period records older than this are stale: she may have stopped recording, so her chosen day takes over. */
const STALE_AFTER_DAYS = 90;

const INTERVAL_DAYS = { WEEKLY: 7, FORTNIGHTLY: 14 } as const;

/**
 * The first reminder due strictly after `now`, or null when she wants none.
 * `periodStarts` are the London dates of her recorded period starts, in any order.
 */
export function nextDue(plan: ReminderPlan, now: Date, periodStarts: readonly LocalDate[] = []): DueReminder | null {
  assertReminderPlan(plan);
  switch (plan.frequency) {
    case 'NONE':
      return null;
    case 'WEEKLY':
    case 'FORTNIGHTLY':
      return nextByInterval(plan, now, INTERVAL_DAYS[plan.frequency]);
    case 'MONTHLY':
      if (plan.timing === 'cycle') {
        const byCycle = nextByCycle(plan, now, periodStarts);
        if (byCycle) return byCycle;
      }
      return nextByDayOfMonth(plan, now);
  }
}

function due(plan: ReminderPlan, date: LocalDate, basis: DueReminder['basis']): DueReminder {
  return { date, at: londonInstant(date, plan.time), basis };
}

function nextByInterval(plan: ReminderPlan, now: Date, interval: number): DueReminder {
  const today = londonDate(now);
  const elapsed = Math.max(0, daysBetween(plan.startDate, today));
  let date = addDays(plan.startDate, Math.floor(elapsed / interval) * interval);
  while (due(plan, date, 'interval').at <= now) date = addDays(date, interval);
  return due(plan, date, 'interval');
}

function nextByDayOfMonth(plan: ReminderPlan, now: Date): DueReminder {
  const [year, month] = londonDate(now).split('-').map(Number) as [number, number];
  for (let ahead = 0; ; ahead += 1) {
    const monthIndex = month - 1 + ahead;
    const date = clampedDayOfMonth(year + Math.floor(monthIndex / 12), (monthIndex % 12) + 1, plan.dayOfMonth);
    const candidate = due(plan, date, 'day-of-month');
    if (candidate.at > now) return candidate;
  }
}

/**
 * A few days after her latest period ends (DAYS_AFTER_PERIOD_START after it starts); once that has passed, as
 * long after the start her recorded cycle predicts. Null when nothing recent is recorded, so the caller falls
 * back to her chosen day.
 */
function nextByCycle(plan: ReminderPlan, now: Date, periodStarts: readonly LocalDate[]): DueReminder | null {
  const today = londonDate(now);
  const starts = [...new Set(periodStarts)].filter((start) => start <= today).sort();
  const latest = starts.at(-1);
  if (!latest || daysBetween(latest, today) > STALE_AFTER_DAYS) return null;
  const cycle = typicalCycleDays(starts);
  let start = latest;
  for (;;) {
    const candidate = due(plan, addDays(start, DAYS_AFTER_PERIOD_START), 'cycle');
    if (candidate.at > now) return candidate;
    start = addDays(start, cycle);
  }
}

/** Median gap between consecutive recorded starts, ignoring implausible gaps; 28 days when none is usable. */
export function typicalCycleDays(sortedStarts: readonly LocalDate[]): number {
  const gaps = sortedStarts
    .slice(1)
    .map((start, index) => dayNumber(start) - dayNumber(sortedStarts[index]!))
    .filter((gap) => gap >= CYCLE_DAYS_RANGE.min && gap <= CYCLE_DAYS_RANGE.max)
    .sort((a, b) => a - b);
  if (gaps.length === 0) return TYPICAL_CYCLE_DAYS;
  const middle = Math.floor(gaps.length / 2);
  return gaps.length % 2 ? gaps[middle]! : Math.round((gaps[middle - 1]! + gaps[middle]!) / 2);
}

/** Key of one send: a second run of the job for the same user and due date finds it taken and sends nothing. */
export function reminderSendKey(uid: string, dueDate: LocalDate): string {
  dayNumber(dueDate);
  return `REMINDER#${uid}#${dueDate}`;
}
