import 'server-only';
import { InvalidFields } from '@/lib/actions/form-action';
import { identityGone, isPasswordLockout, startPasswordSession, type PasswordSession } from '@/lib/auth/identity-api';
import { DataError } from '@/lib/data/errors';
import { INVALID_MESSAGE, type FormState } from '@/lib/forms/form-state';
import { PASSWORD_LOCKED_OUT, WRONG_PASSWORD, type DeleteAccountField } from '@/lib/forms/delete-account';

/** Identity failures reach the action wrapper as DataError kinds, so she gets its usual words and nothing leaks. */
export async function identity<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new DataError('unavailable', operation, 'IdentityError');
  }
}

/** The DataError errorType of a password check for an account the identity service no longer has. */
const ACCOUNT_GONE = 'UserNotFound';

/**
 * Her account was already deleted (on another device, or by a try whose answer was lost) while this browser's
 * session still verifies: its token is checked here without asking the identity service, until it expires.
 */
export function isAccountGone(error: unknown): boolean {
  return error instanceof DataError && error.errorType === ACCOUNT_GONE;
}

/**
 * Erasure asks for her password first; a wrong one is refused before anything is deleted, and so is a right one
 * while the pool has her locked out (it answers both alike then, so "wrong" would be untrue). A refusal because
 * her account no longer exists is not called a wrong password either: it throws an error `isAccountGone` knows
 * (its kind `unauthorised`: her session has ended). Returns the session the password started, for the caller to
 * use or end.
 */
export async function confirmPassword(
  user: { sub: string; email: string; accessToken: string },
  password: string,
  operation: string,
): Promise<PasswordSession> {
  let session: PasswordSession | null;
  try {
    session = await startPasswordSession(user.email, password, user.sub);
  } catch (error) {
    if (isPasswordLockout(error)) throw new InvalidFields({ password: PASSWORD_LOCKED_OUT });
    throw new DataError('unavailable', 'InitiateAuth', 'IdentityError');
  }
  if (!session) {
    // The pool answers an unknown user as it answers a wrong password; her own token tells them apart.
    if (await identityGone(user.accessToken)) throw new DataError('unauthorised', operation, ACCOUNT_GONE);
    throw new DataError('rejected', operation, 'WrongPassword');
  }
  return session;
}

/** A wrong password is shown next to its field; every other answer is the wrapper's. Nothing typed is kept. */
export function withPasswordError(state: FormState<DeleteAccountField>): FormState<DeleteAccountField> {
  if (state.status === 'failed' && state.message === WRONG_PASSWORD) {
    return { ...state, status: 'invalid', message: INVALID_MESSAGE, errors: { password: WRONG_PASSWORD }, values: {} };
  }
  return { ...state, values: {} };
}
