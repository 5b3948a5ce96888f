import { z } from 'zod';
import { CHECK_IN_LEVEL, checkInScore } from '@/lib/validation/check-in-score';
import { isPhq4Answers, PHQ4_ITEM_MAX, PHQ4_ITEMS, scorePhq4 } from '@/lib/validation/phq4';
import { calendarDate, clearable, dateNotInFuture, email, enumList, instant, intRange, recordId } from './common';
import { PHYSICAL_SYMPTOMS, SYMPTOM_ENUMS } from './enums';

type Item = Record<string, unknown>;

/** Each diary record type, and the input field that carries its symptoms (the input is shared by all six). */
export const DIARY_SYMPTOM_INPUTS = {
  Stress: { field: 'stressSymptoms', values: SYMPTOM_ENUMS.stress },
  Sleep: { field: 'sleepSymptoms', values: SYMPTOM_ENUMS.sleep },
  Mood: { field: 'moodSymptoms', values: SYMPTOM_ENUMS.mood },
  Fatigue: { field: 'energySymptoms', values: SYMPTOM_ENUMS.energy },
  Physical: { field: 'physicalSymptoms', values: PHYSICAL_SYMPTOMS },
  Menopause: { field: 'menopauseSymptoms', values: SYMPTOM_ENUMS.menopausal },
} as const;
export type DiaryEntryType = keyof typeof DIARY_SYMPTOM_INPUTS;

const SYMPTOM_INPUT_FIELDS = Object.values(DIARY_SYMPTOM_INPUTS).map((entry) => entry.field);

function diaryFields(now: Date) {
  return {
    email: clearable(email),
    checked: dateNotInFuture(now),
    reminder: clearable(calendarDate),
    aLevel: intRange(CHECK_IN_LEVEL.min, CHECK_IN_LEVEL.max),
    // Accepted so older clients keep working, then replaced: the server works the score out itself.
    aScore: clearable(intRange(0, 100)),
    aMonth: intRange(1, 12),
  };
}

/**
 * The kind's own symptom list, stored as `symptoms`; another kind's list is refused (a Stress entry cannot
 * carry sleep symptoms). Each value at most once, as the schema says.
 */
function withSymptoms<Output extends { id: string }>(type: DiaryEntryType, shape: z.ZodRawShape) {
  const own = DIARY_SYMPTOM_INPUTS[type];
  const others = Object.fromEntries(
    SYMPTOM_INPUT_FIELDS.filter((field) => field !== own.field).map((field) => [
      field,
      z.undefined({ error: `is not a field of a ${type} entry` }).optional(),
    ]),
  );
  return z.strictObject({ ...shape, ...others, [own.field]: clearable(enumList(own.values)) }).transform((input) => {
    const { [own.field]: symptoms, ...rest } = input as Record<string, unknown>;
    for (const field of SYMPTOM_INPUT_FIELDS) delete rest[field];
    const { aScore: _ignored, ...fields } = rest;
    // The strict object has checked the shape; only the field names moved.
    return (symptoms === undefined ? fields : { ...fields, symptoms: symptoms ?? [] }) as Output & Item;
  });
}

/** PHQ-4 answers come only with a Mood entry: four, each 0-3, in the published order. */
function phq4Field(type: DiaryEntryType) {
  return type === 'Mood'
    ? clearable(z.array(intRange(0, PHQ4_ITEM_MAX)).length(PHQ4_ITEMS.length, { error: 'must be four answers' }))
    : z.undefined({ error: `is not a field of a ${type} entry` }).optional();
}

export function createDiaryEntryArgs(type: DiaryEntryType) {
  return (now: Date) =>
    z.object({
      input: withSymptoms<{ id: string; checked: string }>(type, {
        id: recordId,
        ...diaryFields(now),
        phq4: phq4Field(type),
      }),
    });
}

export function updateDiaryEntryArgs(type: DiaryEntryType) {
  return (now: Date) => {
    const fields = diaryFields(now);
    const shape = {
      id: recordId,
      ...fields,
      checked: fields.checked.optional(),
      aLevel: fields.aLevel.optional(),
      aMonth: fields.aMonth.optional(),
      // The optimistic check (resolvers/diary.ts): the updatedAt she read, so a save from elsewhere is not overwritten.
      expectedUpdatedAt: instant.optional(),
      phq4: phq4Field(type),
    };
    return z.object({ input: withSymptoms<{ id: string }>(type, shape) });
  };
}

/** Stored with every new entry: an entry saved without symptoms has none, never a missing list. */
export const DIARY_DEFAULTS: Item = { symptoms: [] };

/**
 * The scores of the entry as it will be stored (after a create, or an update merged into the record): the
 * check-in score, and a Mood entry's PHQ-4 total when she answered it.
 */
export function diaryDerivedFields(record: Item): Item {
  const symptoms = Array.isArray(record.symptoms) ? record.symptoms : [];
  const aScore = checkInScore(Number(record.aLevel), symptoms.length);
  if (isPhq4Answers(record.phq4)) return { aScore, phq4Total: scorePhq4(record.phq4).total };
  // Answers removed by an update take their total with them (null is left out of the stored item).
  return record.phq4Total === undefined ? { aScore } : { aScore, phq4Total: null };
}

export const deleteRecordArgs = z.object({ input: z.strictObject({ id: recordId }) });

export const getRecordArgs = z.object({ id: recordId });
