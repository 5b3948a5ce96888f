'use client';

import { confirmResetPassword, resetPassword, signIn } from 'aws-amplify/auth';
import { useState } from 'react';
import { authErrorMessage, authMessages, errorName } from '@/lib/auth/messages';
import { resetPasswordSchema } from '@/lib/auth/schemas';
import { ErrorSummary } from './form/error-summary';
import { NewPasswordField } from './form/new-password-field';
import { StatusMessage } from './form/status-message';
import { SubmitButton } from './form/submit-button';
import { EmailField } from './form/email-field';
import { TextField } from './form/text-field';
import { useAuthForm } from './form/use-auth-form';

interface ResetPasswordFormProps {
  /** Known from the step before (kept out of the URL); without it she types it. */
  email?: string;
  intro?: string;
  /** `true` when she was signed in with the new password straight away. */
  onDone(signedIn: boolean): void;
}

/** The reset code from the email and a new password; then she is signed in with it. */
export function ResetPasswordForm({ email, intro, onDone }: ResetPasswordFormProps) {
  const form = useAuthForm({ schema: resetPasswordSchema, action: 'resetPassword', idPrefix: 'reset' });
  const [resent, setResent] = useState('');
  const checklistId = form.fieldId('rules');

  const submit = form.onSubmit(async (input) => {
    await confirmResetPassword({ username: input.email, confirmationCode: input.code, newPassword: input.newPassword });
    try {
      const result = await signIn({ username: input.email, password: input.newPassword });
      onDone(result.nextStep.signInStep === 'DONE');
    } catch {
      onDone(false); // the password is changed either way; she can sign in herself
    }
  });

  const resend = async () => {
    if (!email) return;
    setResent('');
    try {
      await resetPassword({ username: email });
      setResent(authMessages.resetCodeSent);
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') setResent(authMessages.resetCodeSent);
      else form.fail(authErrorMessage(error, 'forgotPassword'));
    }
  };

  return (
    <form onSubmit={submit} method="post" noValidate aria-labelledby="reset-heading" className="max-w-md">
      <h2 id="reset-heading" className="text-2xl font-bold text-ink">
        Choose a new password
      </h2>
      {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      <div className="mt-6">
        <StatusMessage>{resent}</StatusMessage>
        <ErrorSummary
          summaryRef={form.summaryRef}
          fieldErrors={form.summaryFor(['email', 'code', 'newPassword'])}
          formError={form.formError}
          headingId="reset-errors"
        />
      </div>
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <EmailField id={form.fieldId('email')} error={form.fieldErrors.email} />
      )}
      <TextField
        id={form.fieldId('code')}
        name="code"
        label="Code from the email"
        hint="6 digits. It lasts one hour; only the newest code works."
        autoComplete="one-time-code"
        inputMode="numeric"
        error={form.fieldErrors.code}
      />
      <NewPasswordField id={form.fieldId('newPassword')} checklistId={checklistId} error={form.fieldErrors.newPassword} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save new password
        </SubmitButton>
        {email ? (
          <button type="button" onClick={resend} className="min-h-11 rounded-md border-2 border-line px-4 text-ink">
            Send a new code
          </button>
        ) : null}
      </div>
    </form>
  );
}
