'use client';

import { updatePassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { clientFormAction } from '@/components/forms/client-form-action';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { endSessionLocally } from '@/lib/auth/client/auth-store';
import { authErrorMessage, isSignedInSessionEnded } from '@/lib/auth/messages';
import { changePasswordSchema } from '@/lib/auth/schemas';
import { NewPasswordField } from './form/new-password-field';
import { PasswordField } from './form/password-field';

/**
 * Signed in: the current password and a new one (spec section 2, /update-password). A session the identity service
 * has ended (a sign-out on another device revokes her access token) signs her out here too; `onSessionEnded` lets
 * the page say so once this form has gone.
 */
export function ChangePasswordForm({ onSessionEnded }: { onSessionEnded?: () => void }) {
  const [saves, setSaves] = useState(0);
  const action = clientFormAction(
    changePasswordSchema,
    async ({ oldPassword, newPassword }) => {
      await updatePassword({ oldPassword, newPassword });
      setSaves((count) => count + 1);
      return 'Your password has been changed.';
    },
    (error) => {
      if (isSignedInSessionEnded(error)) {
        onSessionEnded?.();
        void endSessionLocally();
      }
      return authErrorMessage(error, 'changePassword');
    },
  );
  const form = useFormAction({
    action,
    schema: changePasswordSchema,
    fields: ['oldPassword', 'newPassword'],
    idPrefix: 'change',
  });

  return (
    <form {...form.formProps} aria-label="Change your password" className="max-w-md">
      <StatusMessage>{form.status || null}</StatusMessage>
      <ErrorSummary {...form.summary} />
      {/* A new key after each save empties both passwords: the one time fields are cleared, so they do not linger. */}
      <div key={saves}>
        <PasswordField {...form.field('oldPassword')} label="Current password" autoComplete="current-password" />
        <NewPasswordField
          id={form.fieldId('newPassword')}
          checklistId={form.fieldId('rules')}
          error={form.errors.newPassword}
        />
      </div>
      <SubmitButton pending={form.pending} pendingLabel="Saving…" requiresScript>
        Change password
      </SubmitButton>
    </form>
  );
}
