'use server';

import { revalidatePath } from 'next/cache';
import { formAction } from '@/lib/actions/form-action';
import { passwordIsCorrect } from '@/lib/auth/identity-api';
import { DataError } from '@/lib/data/errors';
import { deleteMyHealthData } from '@/lib/data/privacy';
import { INVALID_MESSAGE, type FormState } from '@/lib/forms/form-state';
import { deleteHealthDataSchema, WRONG_PASSWORD, type DeleteAccountField } from '@/lib/forms/delete-account';
import { identity } from './identity-call';

const erase = formAction<typeof deleteHealthDataSchema, DeleteAccountField, number>({
  path: '/settings',
  schema: deleteHealthDataSchema,
  operation: 'DeleteMyHealthData',
  run: async ({ password }, { user }) => {
    if (!(await identity('InitiateAuth', () => passwordIsCorrect(user.email, password)))) {
      throw new DataError('rejected', 'DeleteMyHealthData', 'WrongPassword');
    }
    const deleted = await deleteMyHealthData();
    revalidatePath('/settings');
    return deleted;
  },
  saved: (deleted) => ({
    message: `Your health data has been deleted: ${deleted} ${deleted === 1 ? 'record' : 'records'} erased. Your account, consents and claimed codes are kept.`,
    values: {},
  }),
  failures: { rejected: WRONG_PASSWORD },
});

/** Her health records go, her account stays; a wrong password is shown next to its field. */
export async function deleteHealthData(
  previous: FormState<DeleteAccountField>,
  form: FormData,
): Promise<FormState<DeleteAccountField>> {
  const state = await erase(previous, form);
  if (state.status === 'failed' && state.message === WRONG_PASSWORD) {
    return { ...state, status: 'invalid', message: INVALID_MESSAGE, errors: { password: WRONG_PASSWORD }, values: {} };
  }
  return { ...state, values: {} };
}
