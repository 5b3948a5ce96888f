'use client';

import { ErrorSummary } from '@/components/forms/error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { PasswordField } from '@/components/auth/form/password-field';
import { DELETE_ACCOUNT_FIELDS, deleteAccountSchema } from '@/lib/forms/delete-account';
import { deleteMyAccount } from '../privacy-actions';

/** Confirms with her password; on success the action erases everything and opens the final confirmation. */
export function DeleteAccountForm() {
  const form = useFormAction({
    action: deleteMyAccount,
    schema: deleteAccountSchema,
    fields: DELETE_ACCOUNT_FIELDS,
    idPrefix: 'delete',
  });
  return (
    <>
      <ErrorSummary {...form.summary} />
      <form {...form.formProps} aria-label="Delete my account" className="max-w-md">
        <PasswordField {...form.field('password')} label="Your password" autoComplete="current-password" />
        <SubmitButton pending={form.pending} pendingLabel="Deleting your account…">
          Delete my account
        </SubmitButton>
      </form>
    </>
  );
}
