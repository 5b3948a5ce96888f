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

type SeverityFinding = { kind: string; severity: number; status?: string | null };

interface ObservationFindings {
  checked: string;
  bLeft: readonly SeverityFinding[];
  bRight: readonly SeverityFinding[];
}

/**
 * The strongest finding of one kind (e.g. 'PAIN') at each self-check, either breast. A check with no such finding
 * is a 0: she looked and found none, which is data, not a gap. A finding she marked as gone keeps its old severity
 * in the record (so the diary can say what went), but it is not there on that day, so it counts as none.
 */
export function findingSeverityPoints(observations: readonly ObservationFindings[], kind: string): MeasurePoint[] {
  return observations.map((observation) => ({
    day: toDay(observation.checked),
    value: Math.max(
      0,
      ...[...observation.bLeft, ...observation.bRight]
        .filter((finding) => finding.kind === kind && finding.status !== 'GONE')
        .map((finding) => finding.severity),
    ),
  }));
}
