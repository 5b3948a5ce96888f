'use client';

import { confirmSignIn, type SignInOutput } from 'aws-amplify/auth';
import { newPasswordChallengeSchema } from '@/lib/auth/schemas';
import { ErrorSummary } from './form/error-summary';
import { NewPasswordField } from './form/new-password-field';
import { SubmitButton } from './form/submit-button';
import { useAuthForm } from './form/use-auth-form';

/**
 * Spec section 4's "new password required" challenge (an account created for her with a temporary password):
 * she chooses her own before the session starts.
 */
export function NewPasswordForm({
  onStep,
  onStartAgain,
}: {
  onStep(step: SignInOutput['nextStep']): Promise<void> | void;
  onStartAgain(): void;
}) {
  const form = useAuthForm({ schema: newPasswordChallengeSchema, action: 'newPassword', idPrefix: 'new-password' });
  const checklistId = form.fieldId('rules');

  const submit = form.onSubmit(async ({ newPassword }) => {
    const result = await confirmSignIn({ challengeResponse: newPassword });
    await onStep(result.nextStep);
  });

  return (
    <form onSubmit={submit} method="post" noValidate aria-labelledby="new-password-heading" className="max-w-md">
      <h2 id="new-password-heading" className="text-2xl font-bold text-ink">
        Choose a new password
      </h2>
      <p className="mb-6 mt-2 text-ink-muted">
        Your account was set up with a temporary password. Choose your own to finish signing in.
      </p>
      <ErrorSummary summaryRef={form.summaryRef} fieldErrors={form.summaryFor(['newPassword'])} formError={form.formError} headingId="new-password-errors" />
      <NewPasswordField id={form.fieldId('newPassword')} checklistId={checklistId} error={form.fieldErrors.newPassword} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save and sign in
        </SubmitButton>
        <button type="button" onClick={onStartAgain} className="min-h-11 rounded-md border-2 border-line px-4 text-ink">
          Start again
        </button>
      </div>
    </form>
  );
}
