import { describedChecks, notCheckedIn } from '@/lib/diary/findings';
import type { FindingStatus } from '@/lib/diary/finding-terms';
import { toDay, type Day } from './days';
import type { CheckInKind } from './scale';
import { checkInScore } from './score';
import type { MeasurePoint } from './series';

/**
 * The stored fields of a check-in, worked out on the server from what she entered, the same way for every entry
 * (the form's own score, if any, is ignored). Throws a RangeError on a bad level or a future date, so the caller
 * can turn it into a field message.
 */
export function checkInRecordFields(input: {
  level: number;
  symptoms: readonly string[];
  checked: string;
  today: Day | Date;
}): {
  checked: Day;
  aLevel: number;
  aScore: number;
  aMonth: number;
} {
  const checked = toDay(input.checked);
  if (checked > toDay(input.today)) throw new RangeError('The date of a check-in cannot be in the future');
  return {
    checked,
    aLevel: input.level,
    aScore: checkInScore(input.level, new Set(input.symptoms).size),
    aMonth: Number(checked.slice(5, 7)),
  };
}

/** Where a monthly self-check (Observation) keeps each check-in kind's level and symptoms. */
export const OBSERVATION_FIELDS: Record<
  CheckInKind,
  { level: 'aStress' | 'aSleep' | 'aMood' | 'aEnergy'; symptoms: 'stress' | 'sleep' | 'mood' | 'energy' }
> = {
  stress: { level: 'aStress', symptoms: 'stress' },
  sleep: { level: 'aSleep', symptoms: 'sleep' },
  mood: { level: 'aMood', symptoms: 'mood' },
  // aEnergy is on the same 0 (none) to 10 (worst) scale as the others, so it is the fatigue level.
  fatigue: { level: 'aEnergy', symptoms: 'energy' },
};

type ObservationLevels = { checked: string } & Partial<
  Record<'aStress' | 'aSleep' | 'aMood' | 'aEnergy', number | null>
>;

/** The levels she gave at her monthly self-checks, as points that can join the check-in series. */
export function observationLevelPoints(observations: readonly ObservationLevels[], kind: CheckInKind): MeasurePoint[] {
  const field = OBSERVATION_FIELDS[kind].level;
  return observations.flatMap((observation) => {
    const value = observation[field];
    return typeof value === 'number' ? [{ day: toDay(observation.checked), value }] : [];
  });
}

/** A finding as the trend charts read it: which one it is (null before findings were followed), and her answer. */
export interface SeverityFinding {
  id: string | null;
  kind: string;
  severity: number;
  status: FindingStatus;
}

/** A self-check as the trend charts read it: `checked` is the instant, `day` her UK day. */
export interface SeverityCheck {
  id: string;
  checked: string;
  day: string;
  findings: readonly SeverityFinding[];
}

/**
 * The strongest finding of one kind (e.g. 'PAIN') at each self-check that looked for it, either breast, and the
 * days of those that did not.
 *
 * - A check with no such finding is a 0: she looked and found none, which is data, not a gap.
 * - A check that left out an open finding of the kind ("I didn't check this today", or a check saved without
 *   asking) says nothing about it either way, so it is no point at all: a 0 there would read as "no pain".
 * - A "still there" mention stores a copy of an earlier description; it is read as her checks describe it
 *   (describedChecks), so correcting the check where she described it reaches every later one.
 * - A finding she marked as gone keeps its old severity in the record (so the diary can say what went), but it is
 *   not there on that day, so it counts as none.
 */
export function findingSeverities(
  checks: readonly SeverityCheck[],
  kind: string,
): { points: MeasurePoint[]; notChecked: Day[] } {
  const described = describedChecks(checks);
  const points: MeasurePoint[] = [];
  const notChecked: Day[] = [];
  for (const check of described) {
    const day = toDay(check.day);
    if (notCheckedIn(described, check).some((open) => open.latest.kind === kind)) {
      notChecked.push(day);
      continue;
    }
    const severities = check.findings
      .filter((finding) => finding.kind === kind && finding.status !== 'GONE')
      .map((finding) => finding.severity);
    points.push({ day, value: Math.max(0, ...severities) });
  }
  return { points, notChecked };
}
