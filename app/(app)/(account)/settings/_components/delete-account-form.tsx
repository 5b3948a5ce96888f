'use client';

import { signOut } from 'aws-amplify/auth';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { PasswordField } from '@/components/auth/form/password-field';
import { DELETE_ACCOUNT_FIELDS, deleteAccountSchema } from '@/lib/forms/delete-account';
import { deleteMyAccount } from '../privacy-actions';

/** Confirms with her password; once the server has erased everything, this browser forgets her too. */
export function DeleteAccountForm() {
  const form = useFormAction({ action: deleteMyAccount, schema: deleteAccountSchema, fields: DELETE_ACCOUNT_FIELDS, idPrefix: 'delete' });
  const deleted = form.state.status === 'saved';
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!deleted) return;
    heading.current?.focus();
    // The server has ended every session and cleared the cookies; this clears what Amplify keeps in the page.
    signOut().catch(() => undefined);
  }, [deleted]);

  if (deleted) {
    return (
      <div role="status" className="max-w-2xl rounded-lg border-2 border-green bg-surface p-4 text-ink" data-testid="account-deleted">
        <h3 ref={heading} tabIndex={-1} className="text-xl font-bold">
          Your account has been deleted
        </h3>
        <p className="mt-2">{form.state.message}</p>
        <p className="mt-2">You have been signed out on every device. Thank you for using the service.</p>
        <p className="mt-4">
          <a href="/" className="font-semibold text-ink underline decoration-pink decoration-2">
            Go to the home page
          </a>
        </p>
      </div>
    );
  }

  return (
    <>
      <ErrorSummary {...form.summary} />
      <form {...form.formProps} aria-label="Delete my account" className="max-w-md">
        <PasswordField {...form.field('password')} label="Your password" autoComplete="current-password" />
        <SubmitButton pending={form.pending} pendingLabel="Deleting your account…">
          Delete my account
        </SubmitButton>
      </form>
      <p className="mt-4 text-ink-muted">
        Changed your mind? <Link href="/settings#data-heading" className="text-ink underline decoration-pink decoration-2">Download your data</Link> first, or keep your account.
      </p>
    </>
  );
}
