'use client';

import { confirmSignIn, type SignInOutput } from 'aws-amplify/auth';
import { clientFormAction } from '@/components/forms/client-form-action';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { authErrorMessage } from '@/lib/auth/messages';
import { newPasswordChallengeSchema } from '@/lib/auth/schemas';
import { NewPasswordField } from './form/new-password-field';

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
  const action = clientFormAction(
    newPasswordChallengeSchema,
    async ({ newPassword }) => {
      const result = await confirmSignIn({ challengeResponse: newPassword });
      await onStep(result.nextStep);
    },
    (error) => authErrorMessage(error, 'newPassword'),
  );
  const form = useFormAction({
    action,
    schema: newPasswordChallengeSchema,
    fields: ['newPassword'],
    idPrefix: 'new-password',
  });

  return (
    <form {...form.formProps} aria-labelledby="new-password-heading" className="max-w-md">
      <h2 id="new-password-heading" tabIndex={-1} className="text-2xl font-bold text-ink">
        Choose a new password
      </h2>
      <p className="mb-6 mt-2 text-ink-muted">
        Your account was set up with a temporary password. Choose your own to finish signing in.
      </p>
      <ErrorSummary {...form.summary} />
      <NewPasswordField
        id={form.fieldId('newPassword')}
        checklistId={form.fieldId('rules')}
        error={form.errors.newPassword}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={form.pending} pendingLabel="Saving…" requiresScript>
          Save and sign in
        </SubmitButton>
        <button type="button" onClick={onStartAgain} className="min-h-11 rounded-md border-2 border-line px-4 text-ink">
          Start again
        </button>
      </div>
    </form>
  );
}
