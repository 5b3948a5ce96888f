import { daysBetween } from './dates';

/**
 * Her menstrual cycle as the check records it: the first day of her last period, or a reason she has none
 * (spec section 3, Observation). Day 1 of a cycle is the first day of the period.
 */

export const NO_PERIOD_REASONS = ['MENOPAUSE', 'PREGNANCY', 'CONTRACEPTION', 'OTHER'] as const;
export type NoPeriodReason = (typeof NO_PERIOD_REASONS)[number];

export const NO_PERIOD_LABELS: Record<NoPeriodReason, string> = {
  MENOPAUSE: 'I have been through the menopause',
  PREGNANCY: 'I am pregnant or breastfeeding',
  CONTRACEPTION: 'My contraception stops my periods',
  OTHER: 'Another reason',
};

export type CycleContext =
  { kind: 'period'; periodStart: string } | { kind: 'no-periods'; reason: NoPeriodReason } | { kind: 'not-given' };

/** When no cycle length is known: the textbook average. */
export const DEFAULT_CYCLE_DAYS = 28;
/** Plausible cycle lengths; a gap outside these is a missed record or a pause, not a cycle. */
export const CYCLE_DAYS = { min: 15, max: 60 } as const;
/** A period start further back than this is almost certainly a mistake or a pause in her periods. */
export const LONGEST_SINCE_PERIOD_DAYS = 365;

/** Day of her cycle on `day` (1 on the first day of the period), or null when the start is after that day. */
export function cycleDay(periodStart: string, day: string): number | null {
  const days = daysBetween(periodStart, day);
  return days < 0 ? null : days + 1;
}

export type PeriodStartCheck = { ok: true } | { ok: false; message: string };

/** Form rule for "first day of your last period": a message to show next to the field, or ok. */
export function checkPeriodStart(periodStart: string, checkDay: string): PeriodStartCheck {
  const days = daysBetween(periodStart, checkDay);
  if (days < 0)
    return { ok: false, message: 'The first day of your last period cannot be after the day of the check.' };
  if (days > LONGEST_SINCE_PERIOD_DAYS) {
    return {
      ok: false,
      message: 'That is more than a year ago. If you no longer have periods, choose a reason instead.',
    };
  }
  return { ok: true };
}

/** Lengths in days between consecutive distinct period starts, oldest first; implausible gaps are left out. */
export function cycleLengths(periodStarts: readonly string[]): number[] {
  const starts = [...new Set(periodStarts)].sort();
  const lengths: number[] = [];
  for (let i = 1; i < starts.length; i += 1) {
    const length = daysBetween(starts[i - 1]!, starts[i]!);
    if (length >= CYCLE_DAYS.min && length <= CYCLE_DAYS.max) lengths.push(length);
  }
  return lengths;
}

/** Her usual cycle length: the median of her recorded cycles, or the default when she has none. */
export function usualCycleLength(lengths: readonly number[]): number {
  if (lengths.length === 0) return DEFAULT_CYCLE_DAYS;
  const sorted = [...lengths].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
