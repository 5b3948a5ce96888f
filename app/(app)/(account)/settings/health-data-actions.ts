'use server';

import { revalidatePath } from 'next/cache';
import { formAction } from '@/lib/actions/form-action';
import { deleteMyHealthData } from '@/lib/data/privacy';
import type { FormState } from '@/lib/forms/form-state';
import {
  deleteHealthDataSchema,
  HEALTH_DATA_NOT_DELETED,
  WRONG_PASSWORD,
  type DeleteAccountField,
} from '@/lib/forms/delete-account';
import { confirmPassword, withPasswordError } from './identity-call';

const erase = formAction<typeof deleteHealthDataSchema, DeleteAccountField, number>({
  path: '/settings',
  schema: deleteHealthDataSchema,
  operation: 'DeleteMyHealthData',
  run: async ({ password }, { user }) => {
    // Only the proof is needed here: the session her password started is ended at once.
    await (await confirmPassword(user, password, 'DeleteMyHealthData')).end();
    const deleted = await deleteMyHealthData();
    revalidatePath('/settings');
    return deleted;
  },
  saved: (deleted) => ({
    message: `Your health data has been deleted: ${deleted} ${deleted === 1 ? 'record' : 'records'} erased. Your account, consents and claimed codes are kept.`,
    values: {},
  }),
  failures: { rejected: WRONG_PASSWORD, unavailable: HEALTH_DATA_NOT_DELETED, failed: HEALTH_DATA_NOT_DELETED },
});

/** Her health records go, her account stays; a wrong password is shown next to its field. */
export async function deleteHealthData(
  previous: FormState<DeleteAccountField>,
  form: FormData,
): Promise<FormState<DeleteAccountField>> {
  return withPasswordError(await erase(previous, form));
}
