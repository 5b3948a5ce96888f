'use server';

import { formAction, RecordGone } from '@/lib/actions/form-action';
import { finaliseEdit } from '@/lib/check/edit';
import { DataError } from '@/lib/data/errors';
import { loadCheck, updateCheck, type SavedCheck } from '@/lib/data/observations';
import { editCheckSchema, type EditSubmission } from '@/lib/forms/edit-check';
import type { FormState } from '@/lib/forms/form-state';

const CHECK_GONE = 'This check was deleted somewhere else, so your changes could not be saved.';

const isNotFound = (error: unknown) => error instanceof DataError && error.errorType === 'NotFound';

const save = formAction<typeof editCheckSchema, string, SavedCheck>({
  path: '/archive',
  health: true,
  schema: editCheckSchema,
  record: 'update',
  operation: 'UpdateObservation',
  async run({ edit }: EditSubmission, { user, revision }) {
    // The day the period start is checked against is the stored one, never the one the form says.
    const stored = await loadCheck(user, edit.id);
    if (!stored.ok) throw new DataError(stored.reason, 'LoadCheck', 'LoadFailed');
    if (!stored.value) throw new RecordGone(CHECK_GONE);
    const result = finaliseEdit({ ...edit, revision: new Date(revision!).toISOString() }, stored.value.day);
    if (!result.ok) throw new DataError('rejected', 'UpdateObservation', 'CheckRules');
    // Deleted between the read above and the update: the API answers NotFound.
    return updateCheck(result.input).catch((error: unknown) => {
      throw isNotFound(error) ? new RecordGone(CHECK_GONE) : error;
    });
  },
  saved: (record) => ({
    message: 'Your changes have been saved.',
    values: { revision: String(Date.parse(record.updatedAt)) },
  }),
  failures: {
    conflict:
      'This check was changed somewhere else after you opened it, so your changes were not saved. They are kept on this device: reload the page to see the latest version, and you will be offered your changes again.',
    // Each answer's own rules have already given their message by the field, so this one names none.
    rejected: 'These changes could not be saved. Check your answers and try again.',
  },
});

export async function saveCheckEdit(previous: FormState, form: FormData): Promise<FormState> {
  return save(previous, form);
}
