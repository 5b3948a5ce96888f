import type {
  BreastFindingFieldsFragment,
  BreastFindingInput,
  ObservationFieldsFragment,
} from '@/graphql/generated/types';
import { fromFindingLocation, toFindingLocation, unplacedQuadrant, type Side } from '@/lib/check/breast-map';
import { londonDate } from '@/lib/reminders/local-date';
import type { CycleContext, NoPeriodReason } from './cycle';
import type { CheckRecord, Finding } from './findings';

/** The API's Observation and the check's own shapes, converted both ways; pages never see the raw shape. */

function toFinding(side: Side, raw: BreastFindingFieldsFragment): Finding {
  const quadrant = unplacedQuadrant(raw);
  return {
    ...(quadrant ? { quadrant } : {}),
    id: raw.id,
    side,
    kind: raw.kind,
    severity: raw.severity,
    position: fromFindingLocation(raw),
    sizeMm: raw.sizeMm,
    feel: raw.feel,
    status: raw.status ?? 'NEW',
    note: raw.note,
  };
}

export function toCycleContext(raw: Pick<ObservationFieldsFragment, 'periodStart' | 'noPeriods'>): CycleContext {
  if (raw.periodStart) return { kind: 'period', periodStart: raw.periodStart };
  if (raw.noPeriods) return { kind: 'no-periods', reason: raw.noPeriods };
  return { kind: 'not-given' };
}

export function toCheckRecord(raw: ObservationFieldsFragment): CheckRecord {
  return {
    id: raw.id,
    checked: raw.checked,
    day: londonDate(raw.checked),
    cycle: toCycleContext(raw),
    cycleLength: raw.cLength,
    findings: [...raw.bLeft.map((f) => toFinding('LEFT', f)), ...raw.bRight.map((f) => toFinding('RIGHT', f))],
  };
}

function toFindingInput(finding: Finding): BreastFindingInput {
  // A finding saved before the map keeps its quadrant until she marks it on the map.
  const place = finding.position
    ? toFindingLocation(finding.side, finding.position)
    : { location: finding.quadrant ?? null, clock: null, distanceCm: null };
  return {
    ...(finding.id ? { id: finding.id } : {}),
    kind: finding.kind,
    severity: finding.severity,
    location: place.location,
    clock: place.clock,
    distanceCm: place.distanceCm,
    sizeMm: finding.sizeMm,
    feel: finding.feel,
    status: finding.status,
    note: finding.note?.trim() ? finding.note.trim() : null,
  };
}

export function toFindingInputs(findings: readonly Finding[]): {
  bLeft: BreastFindingInput[];
  bRight: BreastFindingInput[];
} {
  return {
    bLeft: findings.filter((f) => f.side === 'LEFT').map(toFindingInput),
    bRight: findings.filter((f) => f.side === 'RIGHT').map(toFindingInput),
  };
}

export function toCycleInput(cycle: CycleContext): { periodStart: string | null; noPeriods: NoPeriodReason | null } {
  return {
    periodStart: cycle.kind === 'period' ? cycle.periodStart : null,
    noPeriods: cycle.kind === 'no-periods' ? cycle.reason : null,
  };
}
