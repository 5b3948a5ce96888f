import { z } from 'zod';
import { londonDate } from '@/lib/reminders/local-date';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import {
  calendarDate,
  clearable,
  dateOfBirth,
  email,
  enumList,
  instant,
  instantNotInFuture,
  intRange,
  phone,
  recordId,
  text,
} from './common';
import {
  CLOCK_HOURS,
  DISTANCE_CM,
  FINDING_NOTE_MAX,
  FINDING_SEVERITY,
  SIZE_MM,
  UNPLACED_LOCATIONS,
} from '@/lib/validation/breast-finding';
import {
  BREAST_LOCATIONS,
  FINDING_FEELS,
  FINDING_KINDS,
  FINDING_STATUSES,
  NO_PERIOD_REASONS,
  SYMPTOM_ENUMS,
} from './enums';

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

const breastFinding = z
  .strictObject({
    id: clearable(recordId),
    kind: oneOf(FINDING_KINDS),
    severity: intRange(FINDING_SEVERITY.min, FINDING_SEVERITY.max),
    location: clearable(oneOf(BREAST_LOCATIONS)),
    clock: clearable(intRange(CLOCK_HOURS.min, CLOCK_HOURS.max)),
    distanceCm: clearable(intRange(DISTANCE_CM.min, DISTANCE_CM.max)),
    sizeMm: clearable(intRange(SIZE_MM.min, SIZE_MM.max)),
    feel: clearable(oneOf(FINDING_FEELS)),
    status: clearable(oneOf(FINDING_STATUSES)),
    note: clearable(text(FINDING_NOTE_MAX, { multiline: true })),
  })
  // A point on the map needs both coordinates, and the armpit or the whole breast is not a point.
  .refine((finding) => (finding.clock == null) === (finding.distanceCm == null), {
    error: 'must give clock and distanceCm together',
    path: ['clock'],
  })
  .refine(
    (finding) => finding.clock == null || !(UNPLACED_LOCATIONS as readonly string[]).includes(finding.location ?? ''),
    { error: 'must not give a clock position for the armpit or the whole breast', path: ['clock'] },
  );

/** A finding followed from check to check appears once per check. */
function distinctFindingIds(findings: { id?: string | null }[] | null | undefined): boolean {
  const ids = (findings ?? []).flatMap((finding) => (finding.id ? [finding.id] : []));
  return new Set(ids).size === ids.length;
}

/** One finding of each kind per breast is plenty; a longer list is a client bug or abuse. */
const breastFindings = z.array(breastFinding).max(FINDING_KINDS.length * 3, { error: 'has too many findings' });

const symptoms = {
  mood: enumList(SYMPTOM_ENUMS.mood),
  stress: enumList(SYMPTOM_ENUMS.stress),
  sleep: enumList(SYMPTOM_ENUMS.sleep),
  energy: enumList(SYMPTOM_ENUMS.energy),
  neurological: enumList(SYMPTOM_ENUMS.neurological),
  psychological: enumList(SYMPTOM_ENUMS.psychological),
  gastrointestinal: enumList(SYMPTOM_ENUMS.gastrointestinal),
  menopausal: enumList(SYMPTOM_ENUMS.menopausal),
};

function observationFields(now: Date) {
  return {
    email: clearable(email),
    phone: clearable(phone),
    prefix: clearable(text(TEXT_LIMITS.prefix)),
    given: clearable(text(TEXT_LIMITS.name)),
    family: clearable(text(TEXT_LIMITS.name)),
    dob: clearable(dateOfBirth(now)),
    checked: instantNotInFuture(now),
    cMonth: intRange(1, 12),
    cDuration: clearable(intRange(0, 120)),
    cLength: clearable(intRange(15, 60)),
    pLength: clearable(intRange(1, 15)),
    periodStart: clearable(calendarDate),
    noPeriods: clearable(oneOf(NO_PERIOD_REASONS)),
    score: intRange(0, 10),
    bLeft: clearable(breastFindings),
    bRight: clearable(breastFindings),
    aMood: clearable(intRange(0, 10)),
    aStress: clearable(intRange(0, 10)),
    aSleep: clearable(intRange(0, 10)),
    aEnergy: clearable(intRange(0, 10)),
    ...Object.fromEntries(Object.entries(symptoms).map(([field, schema]) => [field, clearable(schema)])),
  } as const;
}

/** Fields of an observation that always have a value, so that list fields are never null for the client. */
export const OBSERVATION_DEFAULTS = {
  bLeft: [],
  bRight: [],
  mood: [],
  stress: [],
  sleep: [],
  energy: [],
  neurological: [],
  psychological: [],
  gastrointestinal: [],
  menopausal: [],
};

interface CycleAndFindings {
  checked?: string | null;
  periodStart?: string | null;
  noPeriods?: string | null;
  bLeft?: { id?: string | null }[] | null;
  bRight?: { id?: string | null }[] | null;
}

/** Rules across fields; an update is checked on the fields it sends. */
function withCrossFieldRules<T extends z.ZodType<CycleAndFindings>>(schema: T) {
  return schema
    .refine((input) => !(input.periodStart && input.noPeriods), {
      error: 'must not give both a period start and a reason for no periods',
      path: ['noPeriods'],
    })
    .refine((input) => !input.periodStart || !input.checked || input.periodStart <= londonDate(input.checked), {
      error: 'must not be after the day of the check',
      path: ['periodStart'],
    })
    .refine((input) => distinctFindingIds([...(input.bLeft ?? []), ...(input.bRight ?? [])]), {
      error: 'must not list the same finding twice',
      path: ['bLeft'],
    });
}

export function createObservationArgs(now: Date) {
  return z.object({ input: withCrossFieldRules(z.strictObject({ id: recordId, ...observationFields(now) })) });
}

export function updateObservationArgs(now: Date) {
  const fields = observationFields(now);
  return z.object({
    input: withCrossFieldRules(
      z.strictObject({
        id: recordId,
        ...fields,
        expectedUpdatedAt: instant.optional(),
        // Required in the record: an update may change them but never clear them.
        checked: fields.checked.optional(),
        cMonth: fields.cMonth.optional(),
        score: fields.score.optional(),
      }),
    ),
  });
}

/**
 * The rule across fields that an update may split: a sent period start is checked against the stored day of
 * the check (and a sent day against the stored period start). Returns the message for `periodStart`, or null.
 */
export function observationMergedProblem(record: { checked?: unknown; periodStart?: unknown }): string | null {
  const { checked, periodStart } = record;
  if (typeof checked !== 'string' || typeof periodStart !== 'string') return null;
  return periodStart <= londonDate(checked) ? null : 'input.periodStart must not be after the day of the check';
}

export { calendarDate };
