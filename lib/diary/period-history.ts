import { cycleDay, cycleLengths, usualCycleLength } from './cycle';
import { addDays, daysBetween } from './dates';
import type { CheckRecord } from './findings';

export interface PeriodStart {
  day: string;
  /** Days to the next recorded period start; null for the latest or when the gap is not a plausible cycle. */
  cycleLength: number | null;
}

/** The period starts she gave with her checks, newest first, each with the cycle it began. */
export function periodStarts(checks: readonly CheckRecord[]): PeriodStart[] {
  const days = [
    ...new Set(checks.flatMap((check) => (check.cycle.kind === 'period' ? [check.cycle.periodStart] : []))),
  ].sort();
  return days
    .map((day, i) => {
      const next = days[i + 1];
      const length = next ? (cycleLengths([day, next])[0] ?? null) : null;
      return { day, cycleLength: length };
    })
    .reverse();
}

export interface CycleOverview {
  lengths: number[];
  /** Median of her recorded cycles; null until she has recorded one. */
  usualLength: number | null;
  /** Day of her cycle today, counted from her latest period start; null when that is more than a cycle and a half ago. */
  dayToday: number | null;
  /** When her next period might start, from her usual length; null without one. */
  nextExpected: string | null;
}

export function cycleOverview(checks: readonly CheckRecord[], today: string): CycleOverview {
  const starts = periodStarts(checks);
  const lengths = cycleLengths(starts.map((start) => start.day));
  const usualLength = lengths.length ? usualCycleLength(lengths) : null;
  const latest = starts[0]?.day;
  const day = latest ? cycleDay(latest, today) : null;
  const limit = Math.round((usualLength ?? 28) * 1.5);
  const current = day !== null && day <= limit ? day : null;
  const nextExpected = latest && usualLength && current !== null ? addDays(latest, usualLength) : null;
  return {
    lengths,
    usualLength,
    dayToday: current,
    nextExpected: nextExpected && daysBetween(today, nextExpected) >= 0 ? nextExpected : null,
  };
}
