import { z } from 'zod';
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
  note: clearable(text(500)),
});

/** One finding of each kind per breast is plenty; a longer list is a client bug or abuse. */
const breastFindings = z.array(breastFinding).max(FINDING_KINDS.length * 3, { error: 'has too many findings' });

const symptoms = {
  mood: enumList(SYMPTOM_ENUMS.mood.values),
  stress: enumList(SYMPTOM_ENUMS.stress.values),
  sleep: enumList(SYMPTOM_ENUMS.sleep.values),
  energy: enumList(SYMPTOM_ENUMS.energy.values),
  neurological: enumList(SYMPTOM_ENUMS.neurological.values),
  psychological: enumList(SYMPTOM_ENUMS.psychological.values),
  gastrointestinal: enumList(SYMPTOM_ENUMS.gastrointestinal.values),
  menopausal: enumList(SYMPTOM_ENUMS.menopausal.values),
};

function observationFields(now: Date) {
  return {
    email: clearable(email),
    phone: clearable(phone),
    prefix: clearable(text(20)),
    given: clearable(text(100)),
    family: clearable(text(100)),
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
