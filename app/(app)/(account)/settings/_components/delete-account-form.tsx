'use client';

import { useEffect } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { PasswordField } from '@/components/auth/form/password-field';
import { DELETE_ACCOUNT_FIELDS, deleteAccountSchema } from '@/lib/forms/delete-account';
import { forgetAccountErasureNote, noteAccountErasure } from '@/lib/offline/her-records';
import { deleteMyAccount } from '../privacy-actions';

/**
 * Confirms with her password; on success the action erases everything and opens the final confirmation, which
 * also removes what this device keeps of hers (noted here, as that page cannot know who she was). Every answer
 * that is not that page (a missing or wrong password, an erasure that could not finish) removes the note again,
 * so her account id stays in the tab only while a deletion is being sent.
 */
export function DeleteAccountForm({ uid }: { uid: string }) {
  const form = useFormAction({
    action: deleteMyAccount,
    schema: deleteAccountSchema,
    fields: DELETE_ACCOUNT_FIELDS,
    idPrefix: 'delete',
  });
  const refused = form.summary.fieldErrors.length > 0 || form.summary.formError !== null;
  // focusKey changes with every answer, so a second refusal removes the note its own submit wrote.
  const answer = form.summary.focusKey;
  useEffect(() => {
    if (refused) forgetAccountErasureNote(window.sessionStorage);
  }, [refused, answer]);
  return (
    <>
      <ErrorSummary {...form.summary} />
      <form
        {...form.formProps}
        onSubmitCapture={() => noteAccountErasure(window.sessionStorage, uid)}
        aria-label="Delete my account"
        className="max-w-md"
      >
        <PasswordField {...form.field('password')} label="Your password" autoComplete="current-password" />
        <SubmitButton pending={form.pending} pendingLabel="Deleting your account…">
          Delete my account
        </SubmitButton>
      </form>
    </>
  );
}
