import { z } from 'zod';
import { SCALES, toDay, type Day, type DiaryKind } from '@/lib/trends';
import { CHECK_IN_DATE_FIELD, checkInSchema, levelField, PHQ4_FIELDS, symptomField } from './check-in';
import { splitDate } from './date-parts';
import { isRecordId, REVISION_FIELD } from './record';

/**
 * Changing or deleting a saved check-in or symptom diary entry: the same fields as recording one, with the
 * entry's id, its stored day (kept allowed however long ago it was) and its revision (updatedAt as a number of
 * milliseconds, which is what the action wrapper carries) as hidden inputs.
 */

export const ENTRY_ID_FIELD = 'entryId';
export const KEPT_DAY_FIELD = 'keptDay';
/** A mood entry's stored PHQ-4 answers ('3,2,1,0'): kept as they are, they stay allowed however old the entry. */
export const KEPT_PHQ4_FIELD = 'keptPhq4';
/** Removes a mood entry's four PHQ-4 answers, without script too (the form's Clear button needs script). */
export const PHQ4_REMOVE_FIELD = 'phq4-remove';

/** The entry as the edit form needs it (a lib/data SavedCheckIn fits). */
export interface EditableEntry {
  id: string;
  checked: Day;
  aLevel: number;
  symptoms: readonly string[];
  phq4?: { answers: readonly number[] };
  updatedAt: string;
}

/** The form's inputs for a stored entry, by input name, as the record form would post them. */
export function entryFormValues(entry: EditableEntry): Record<string, string> {
  return {
    [ENTRY_ID_FIELD]: entry.id,
    [KEPT_DAY_FIELD]: entry.checked,
    [REVISION_FIELD]: String(Date.parse(entry.updatedAt)),
    [levelField('')]: String(entry.aLevel),
    ...Object.fromEntries(entry.symptoms.map((value) => [symptomField('', value), 'on'])),
    ...splitDate(CHECK_IN_DATE_FIELD, entry.checked),
    ...Object.fromEntries((entry.phq4?.answers ?? []).map((answer, index) => [PHQ4_FIELDS[index], String(answer)])),
    ...(entry.phq4 ? { [KEPT_PHQ4_FIELD]: entry.phq4.answers.join(',') } : {}),
  };
}

function keptAnswers(value: string | undefined): number[] | undefined {
  return value && /^[0-3](,[0-3]){3}$/.test(value) ? value.split(',').map(Number) : undefined;
}

const withoutPhq4 = (input: Record<string, string>) =>
  Object.fromEntries(Object.entries(input).filter(([name]) => !(PHQ4_FIELDS as readonly string[]).includes(name)));

const UNREADABLE = 'This change could not be read. Reload the page and make it again.';

/**
 * The record form's schema and the entry's id; `today` is her UK day (by default the UK day now, whatever the
 * server's or the browser's time zone).
 */
export function checkInEditSchema(kind: DiaryKind, today: Day = toDay(new Date())) {
  return z.record(z.string(), z.string()).transform((input, context) => {
    const id = input[ENTRY_ID_FIELD];
    if (!isRecordId(id)) {
      context.addIssue({ code: 'custom', path: ['form'], message: UNREADABLE });
      return z.NEVER;
    }
    const kept = input[KEPT_DAY_FIELD];
    const answers = input[PHQ4_REMOVE_FIELD] === 'on' ? withoutPhq4(input) : input;
    const parsed = checkInSchema(
      kind,
      today,
      kept && /^\d{4}-\d{2}-\d{2}$/.test(kept) ? kept : undefined,
      keptAnswers(input[KEPT_PHQ4_FIELD]),
    ).safeParse(answers);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { id, ...parsed.data };
  });
}
export type CheckInEditValues = z.output<ReturnType<typeof checkInEditSchema>>;

/** Deleting one entry: only its id, which the API checks is hers. */
export const deleteEntrySchema = z.object({
  [ENTRY_ID_FIELD]: z.uuid({ error: 'This entry could not be found. Reload the page and try again.' }),
});

/** "the stress check-in of 3 November 2026": how the buttons, links and messages name one entry. */
export function entryName(kind: DiaryKind, dayLong: string): string {
  return `the ${SCALES[kind].name.toLowerCase()} ${SCALES[kind].entry.one} of ${dayLong}`;
}
