import type { MapPosition, Side } from '@/lib/check/breast-map';
import { cycleLengths, usualCycleLength, type CycleContext } from './cycle';
import { carriedOverLabel, openFindings, type CheckRecord, type Finding } from './findings';

export interface CarriedItem {
  id: string;
  side: Side;
  /** Where it is, to show on the map beside new findings; null for one recorded without a place. */
  position: MapPosition | null;
  /** "12 Oct: lump, left breast, 2 o'clock, 3 cm from the nipple" */
  label: string;
  /** Day of the check in which she first recorded it. */
  firstNoted: string;
  /** How she last described it: what she starts from when she says it has changed. */
  latest: Finding;
}

/** Her cycle as her latest check recorded it, and her usual cycle length from the period starts she gave. */
export function cycleHistory(checks: readonly Pick<CheckRecord, 'checked' | 'cycle' | 'cycleLength'>[]): {
  latest: CycleContext;
  usualLength: number | null;
} {
  const newestFirst = [...checks].sort((a, b) => b.checked.localeCompare(a.checked));
  const latest = newestFirst.find((check) => check.cycle.kind !== 'not-given')?.cycle ?? { kind: 'not-given' };
  const starts = checks.flatMap((check) => (check.cycle.kind === 'period' ? [check.cycle.periodStart] : []));
  const lengths = cycleLengths(starts);
  const recorded = newestFirst.find((check) => check.cycleLength !== null)?.cycleLength ?? null;
  return { latest, usualLength: lengths.length ? usualCycleLength(lengths) : recorded };
}

/** What the next check starts with: each open finding from earlier checks, dated from when she first noted it. */
export function carriedOverItems(checks: readonly CheckRecord[], today: string): CarriedItem[] {
  return openFindings(checks).map((tracked) => ({
    id: tracked.id,
    side: tracked.latest.side,
    position: tracked.latest.position,
    label: carriedOverLabel(tracked, today),
    firstNoted: tracked.firstNoted,
    latest: tracked.latest,
  }));
}
