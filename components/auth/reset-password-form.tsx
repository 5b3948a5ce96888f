'use client';

import { confirmResetPassword, resetPassword, signIn } from 'aws-amplify/auth';
import { useState } from 'react';
import { clientFormAction } from '@/components/forms/client-form-action';
import { EmailField } from '@/components/forms/email-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { authErrorMessage, authMessages, errorName } from '@/lib/auth/messages';
import { resetPasswordSchema } from '@/lib/auth/schemas';
import { describeCodeRefusal } from './form/code-refusal';
import { NewPasswordField } from './form/new-password-field';

interface ResetPasswordFormProps {
  /** Known from the step before (kept out of the URL); without it she types it. */
  email?: string;
  intro?: string;
  /** `true` when she was signed in with the new password straight away. */
  onDone(signedIn: boolean): void;
}

/** The reset code from the email and a new password; then she is signed in with it. */
export function ResetPasswordForm({ email, intro, onDone }: ResetPasswordFormProps) {
  const [resent, setResent] = useState('');
  const action = clientFormAction(
    resetPasswordSchema,
    async (input) => {
      await confirmResetPassword({
        username: input.email,
        confirmationCode: input.code,
        newPassword: input.newPassword,
      });
      try {
        const result = await signIn({ username: input.email, password: input.newPassword });
        onDone(result.nextStep.signInStep === 'DONE');
      } catch {
        onDone(false); // the password is changed either way; she can sign in herself
      }
    },
    describeCodeRefusal('resetPassword'),
  );
  const form = useFormAction({
    action,
    schema: resetPasswordSchema,
    fields: ['email', 'code', 'newPassword'],
    idPrefix: 'reset',
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
    <form {...form.formProps} aria-labelledby="reset-heading" className="max-w-md">
      {/* Focusable from script: where focus goes when this step replaces the one before. */}
      <h2 id="reset-heading" tabIndex={-1} className="text-2xl font-bold text-ink">
        Choose a new password
      </h2>
      {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      <div className="mt-6">
        <StatusMessage>{resent}</StatusMessage>
        <ErrorSummary {...form.summary} />
      </div>
      {email ? <input type="hidden" name="email" value={email} /> : <EmailField {...form.field('email')} />}
      <TextField
        {...form.field('code')}
        label="Code from the email"
        hint="6 digits. It lasts one hour; only the newest code works."
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <NewPasswordField
        id={form.fieldId('newPassword')}
        checklistId={form.fieldId('rules')}
        error={form.errors.newPassword}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={form.pending} pendingLabel="Saving…" requiresScript>
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
