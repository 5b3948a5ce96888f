import { z } from 'zod';

/** "Delete my account": she confirms with her password. Shared by the form's pre-check and the action. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm'),
});

/** "Delete my health data" asks for the same confirmation. */
export const deleteHealthDataSchema = deleteAccountSchema;

export const DELETE_ACCOUNT_FIELDS = ['password'] as const;
export type DeleteAccountField = (typeof DELETE_ACCOUNT_FIELDS)[number];

export const WRONG_PASSWORD = 'That password is not right. Enter the password you sign in with';
/** The pool refuses even the right password for a while after repeated wrong ones (lib/auth/identity-api.ts). */
export const PASSWORD_LOCKED_OUT =
  'Too many password attempts. Wait 15 minutes, then enter your password and try again.';

/**
 * When erasure cannot finish (the API is out of reach, or records were still arriving), nothing claims it did:
 * the app deletes her account only after every record of hers is gone, so it is still there to try again with.
 */
export const ACCOUNT_NOT_DELETED =
  'Your account has not been deleted: we couldn’t finish just now. Enter your password and try again in a moment.';
export const HEALTH_DATA_NOT_DELETED =
  'We couldn’t finish deleting your health data just now. Enter your password and try again in a moment.';
/**
 * Her records were erased but her sign-in account was not deleted (the identity service failed just then). Said
 * as it is: trying again erases nothing more and deletes the sign-in account.
 */
export const SIGN_IN_NOT_DELETED =
  'Your records have been erased, but we couldn’t delete your sign-in just now. Enter your password again to finish deleting your account.';
