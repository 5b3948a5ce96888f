'use client';

import { updatePassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { changePasswordSchema } from '@/lib/auth/schemas';
import { ErrorSummary } from './form/error-summary';
import { NewPasswordField } from './form/new-password-field';
import { PasswordField } from './form/password-field';
import { StatusMessage } from './form/status-message';
import { SubmitButton } from './form/submit-button';
import { useAuthForm } from './form/use-auth-form';

/** Signed in: the current password and a new one (spec section 2, /update-password). */
export function ChangePasswordForm() {
  const form = useAuthForm({ schema: changePasswordSchema, action: 'changePassword', idPrefix: 'change' });
  const [done, setDone] = useState(false);
  const [saves, setSaves] = useState(0);
  const checklistId = form.fieldId('rules');

  const submit = form.onSubmit(async ({ oldPassword, newPassword }, element) => {
    setDone(false);
    await updatePassword({ oldPassword, newPassword });
    element.reset(); // the one time fields are cleared: the passwords are saved and must not linger on screen
    setSaves((count) => count + 1);
    setDone(true);
  });

  return (
    <form onSubmit={submit} method="post" noValidate aria-label="Change your password" className="max-w-md">
      <StatusMessage>{done ? 'Your password has been changed.' : null}</StatusMessage>
      <ErrorSummary
        summaryRef={form.summaryRef}
        fieldErrors={form.summaryFor(['oldPassword', 'newPassword'])}
        formError={form.formError}
        headingId="change-errors"
      />
      <PasswordField
        id={form.fieldId('oldPassword')}
        name="oldPassword"
        label="Current password"
        autoComplete="current-password"
        error={form.fieldErrors.oldPassword}
      />
      {/* A new key after each save empties the new password, which is held in the field's own state. */}
      <NewPasswordField
        key={saves}
        id={form.fieldId('newPassword')}
        checklistId={checklistId}
        error={form.fieldErrors.newPassword}
      />
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Change password
      </SubmitButton>
    </form>
  );
}
