import { z } from 'zod';
import { calendarDate, clearable, dateNotInFuture, email, intRange, recordId } from './common';

function diaryFields(now: Date) {
  return {
    email: clearable(email),
    checked: dateNotInFuture(now),
    reminder: clearable(calendarDate),
    aLevel: intRange(0, 10),
    aScore: clearable(intRange(0, 100)),
    aMonth: intRange(1, 12),
  };
}

export function createDiaryEntryArgs(now: Date) {
  return z.object({ input: z.strictObject({ id: recordId, ...diaryFields(now) }) });
}

export function updateDiaryEntryArgs(now: Date) {
  const fields = diaryFields(now);
  return z.object({
    input: z.strictObject({
      id: recordId,
      ...fields,
      checked: fields.checked.optional(),
      aLevel: fields.aLevel.optional(),
      aMonth: fields.aMonth.optional(),
    }),
  });
}

export const deleteRecordArgs = z.object({ input: z.strictObject({ id: recordId }) });

export const getRecordArgs = z.object({ id: recordId });
