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

/**
 * When erasure cannot finish (the API is out of reach, or records were still arriving), nothing claims it did:
 * the app deletes her account only after every record of hers is gone, so it is still there to try again with.
 */
export const ACCOUNT_NOT_DELETED =
  'Your account has not been deleted: we couldn’t finish just now. Enter your password and try again in a moment.';
export const HEALTH_DATA_NOT_DELETED =
  'We couldn’t finish deleting your health data just now. Enter your password and try again in a moment.';
