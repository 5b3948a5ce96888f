'use server';

import { formAction } from '@/lib/actions/form-action';
import { deleteCheckIn, updateCheckIn, type SavedCheckIn } from '@/lib/data/check-in-entries';
import type { CheckInField } from '@/lib/forms/check-in';
import { checkInEditSchema, deleteEntrySchema, ENTRY_ID_FIELD, entryFormValues } from '@/lib/forms/check-in-edit';
import type { FormState } from '@/lib/forms/form-state';
import { phq4ResultValues } from '@/lib/forms/phq4-result';
import { SCALES, toDay, type DiaryKind } from '@/lib/trends';
import { historyPath } from './_components/paths';
import { savedMessage } from './_lib/saved-message';

export type EntryEditField = CheckInField | 'form';

function editAction(kind: DiaryKind) {
  const words = SCALES[kind].entry.one;
  return formAction<ReturnType<typeof checkInEditSchema>, EntryEditField, SavedCheckIn>({
    path: historyPath(kind),
    health: true,
    schema: () => checkInEditSchema(kind, toDay(new Date())),
    record: 'update',
    operation: `Update${SCALES[kind].recordType}`,
    run: ({ id, level, symptoms, checked, phq4 }, { revision }) =>
      updateCheckIn(kind, id, { level, symptoms, checked, phq4 }, new Date(revision!).toISOString(), toDay(new Date())),
    // The form goes on showing the entry as stored, with its new revision, so a second save is not a conflict
    // with her own first one; a PHQ-4's result, as the server scored it, rides along.
    saved: (entry) => ({
      message: savedMessage(entry),
      values: { ...entryFormValues(entry), ...(entry.phq4 ? phq4ResultValues(entry.phq4) : {}) },
    }),
    failures: {
      conflict: `This ${words} was changed somewhere else after you opened it, so yours was not saved. What you entered is still here: reload the page to see that change, then make yours again.`,
      failed: `This ${words} could not be saved. It may have been deleted somewhere else: go back to your history to check.`,
    },
  });
}

function deleteAction(kind: DiaryKind) {
  return formAction<typeof deleteEntrySchema, typeof ENTRY_ID_FIELD, void>({
    path: historyPath(kind),
    schema: deleteEntrySchema,
    operation: `Delete${SCALES[kind].recordType}`,
    run: ({ entryId }) => deleteCheckIn(kind, entryId),
    saved: () => ({ message: `The ${SCALES[kind].entry.one} has been deleted.` }),
  });
}

const KINDS = Object.keys(SCALES) as DiaryKind[];
const edits = Object.fromEntries(KINDS.map((kind) => [kind, editAction(kind)])) as Record<
  DiaryKind,
  ReturnType<typeof editAction>
>;
const deletes = Object.fromEntries(KINDS.map((kind) => [kind, deleteAction(kind)])) as Record<
  DiaryKind,
  ReturnType<typeof deleteAction>
>;

/** The page binds the kind; it comes back from the browser, so it is checked like any other input. */
const unknownKind = <Field extends string>(previous: FormState<Field>): FormState<Field> => ({
  ...previous,
  status: 'failed',
  message: 'This page is out of date. Reload it, then try again.',
  version: previous.version + 1,
});

export async function saveEntryEdit(
  kind: DiaryKind,
  previous: FormState<EntryEditField>,
  form: FormData,
): Promise<FormState<EntryEditField>> {
  return Object.hasOwn(edits, kind) ? edits[kind](previous, form) : unknownKind(previous);
}

export async function deleteEntry(
  kind: DiaryKind,
  previous: FormState<typeof ENTRY_ID_FIELD>,
  form: FormData,
): Promise<FormState<typeof ENTRY_ID_FIELD>> {
  return Object.hasOwn(deletes, kind) ? deletes[kind](previous, form) : unknownKind(previous);
}
