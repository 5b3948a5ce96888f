import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import {
  calendarDate,
  clearable,
  dateOfBirth,
  email,
  enumList,
  instantNotInFuture,
  intRange,
  phone,
  recordId,
  text,
} from './common';
import { BREAST_LOCATIONS, FINDING_KINDS, SYMPTOM_ENUMS } from './enums';

const breastFinding = z.strictObject({
  kind: z.enum(FINDING_KINDS, { error: `must be one of ${FINDING_KINDS.join(', ')}` }),
  severity: intRange(1, 10),
  location: clearable(z.enum(BREAST_LOCATIONS, { error: `must be one of ${BREAST_LOCATIONS.join(', ')}` })),
  note: clearable(text(TEXT_LIMITS.findingNote, { multiline: true })),
});

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

export function createObservationArgs(now: Date) {
  return z.object({ input: z.strictObject({ id: recordId, ...observationFields(now) }) });
}

export function updateObservationArgs(now: Date) {
  const fields = observationFields(now);
  return z.object({
    input: z.strictObject({
      id: recordId,
      ...fields,
      // Required in the record: an update may change them but never clear them.
      checked: fields.checked.optional(),
      cMonth: fields.cMonth.optional(),
      score: fields.score.optional(),
    }),
  });
}

export { calendarDate };
