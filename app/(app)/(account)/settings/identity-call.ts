import 'server-only';
import { passwordIsCorrect } from '@/lib/auth/identity-api';
import { DataError } from '@/lib/data/errors';
import { INVALID_MESSAGE, type FormState } from '@/lib/forms/form-state';
import { WRONG_PASSWORD, type DeleteAccountField } from '@/lib/forms/delete-account';

/** Identity failures reach the action wrapper as DataError kinds, so she gets its usual words and nothing leaks. */
export async function identity<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new DataError('unavailable', operation, 'IdentityError');
  }
}

/** Erasure asks for her password first; a wrong one is refused before anything is deleted. */
export async function confirmPassword(email: string, password: string, operation: string): Promise<void> {
  if (!(await identity('InitiateAuth', () => passwordIsCorrect(email, password)))) {
    throw new DataError('rejected', operation, 'WrongPassword');
  }
}

/** A wrong password is shown next to its field; every other answer is the wrapper's. Nothing typed is kept. */
export function withPasswordError(state: FormState<DeleteAccountField>): FormState<DeleteAccountField> {
  if (state.status === 'failed' && state.message === WRONG_PASSWORD) {
    return { ...state, status: 'invalid', message: INVALID_MESSAGE, errors: { password: WRONG_PASSWORD }, values: {} };
  }
  return { ...state, values: {} };
}
