import { CHECK_IN_DATE_FIELD, levelField, PHQ4_FIELDS, symptomField } from '@/lib/forms/check-in';
import { datePartName } from '@/lib/forms/date-parts';
import type { FormState } from '@/lib/forms/form-state';
import { RECORD_ID_FIELD } from '@/lib/forms/record';
import { clearFormDraft, hasAnswers, loadFormDraft, saveFormDraft } from '@/lib/offline/form-draft';
import type { KeyValueStorage } from '@/lib/offline/storage';
import { SAVED_EARLIER_VALUES } from './saved-message';

/**
 * What a retry sent that the entry it met does not hold (its first try had reached the store although she was
 * told it failed). Kept where her unfinished entry of that kind is kept, the kind's form draft on this device,
 * with the stored entry's id as its record id: the new-entry form saving it again meets that entry, never makes a
 * second one, and the entry's edit page fills it in for her to save. Nothing of it goes into an address.
 */

/** A saved answer from a kind's form that still holds what she sent, under the stored entry's id. */
export function holdsUnsavedAnswers(saved: FormState): boolean {
  const { values } = saved;
  return values[SAVED_EARLIER_VALUES.earlier] === 'yes' && values[RECORD_ID_FIELD] === values[SAVED_EARLIER_VALUES.id];
}

const DATE_PARTS = (['day', 'month', 'year'] as const).map((part) => datePartName(CHECK_IN_DATE_FIELD, part));

/** Only what an entry records (level, symptoms, PHQ-4, day): the ids and the answer's extras stay behind. */
function entryAnswers(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const isAnswer = (name: string) =>
    name === levelField('') ||
    name.startsWith(symptomField('', '')) ||
    (PHQ4_FIELDS as readonly string[]).includes(name) ||
    DATE_PARTS.includes(name);
  return Object.fromEntries(
    Object.entries(values).filter((pair): pair is [string, string] => isAnswer(pair[0]) && typeof pair[1] === 'string'),
  );
}

/**
 * For an entry her outbox sent that met an earlier try: kept as the kind's draft unless she has one under way
 * there, which is never overwritten.
 */
export function keepUnsavedAnswers(
  storage: KeyValueStorage,
  uid: string,
  kind: string,
  recordId: string,
  input: Readonly<Record<string, unknown>>,
): void {
  if (loadFormDraft(storage, uid, kind)) return;
  saveFormDraft(storage, uid, kind, { ...entryAnswers(input), [RECORD_ID_FIELD]: recordId }, new Date());
}

/** Her unsaved answers for this stored entry (its form's inputs), when they say something it does not. */
export function unsavedAnswersFor(
  storage: KeyValueStorage,
  uid: string,
  kind: string,
  stored: Record<string, string>,
  entryId: string,
): Record<string, string> | null {
  const draft = loadFormDraft(storage, uid, kind);
  if (!draft || draft[RECORD_ID_FIELD] !== entryId) return null;
  const answers = entryAnswers(draft);
  return hasAnswers(answers, entryAnswers(stored)) ? answers : null;
}

/** Once the entry is changed (or she chose what is saved), what was kept for it goes. */
export function forgetUnsavedAnswers(storage: KeyValueStorage, uid: string, kind: string, entryId: string): void {
  if (loadFormDraft(storage, uid, kind)?.[RECORD_ID_FIELD] === entryId) clearFormDraft(storage, uid, kind);
}
