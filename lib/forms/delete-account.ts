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
