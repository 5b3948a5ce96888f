'use client';

import {
  confirmUserAttribute,
  fetchAuthSession,
  sendUserAttributeVerificationCode,
  updateUserAttribute,
} from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { clientFormAction } from '@/components/forms/client-form-action';
import { EmailField } from '@/components/forms/email-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { endSessionLocally } from '@/lib/auth/client/auth-store';
import { authErrorMessage, authMessages, errorName, isSignedInSessionEnded } from '@/lib/auth/messages';
import { changeEmailSchema, confirmEmailChangeSchema } from '@/lib/auth/schemas';
import { syncVerifiedEmail } from '../email-actions';

const TAKEN = 'Another account uses that email. Enter a different one.';
const NOT_RECORDED =
  'Your new email is confirmed for signing in, but we could not update your reminders to it just now. Reload this page to try again.';

/** Her words for the identity service's refusals: wrong codes and a taken email go next to the field. */
const FIELD_ERRORS: Record<string, string> = {
  CodeMismatchException: authMessages.codeMismatch,
  ExpiredCodeException: authMessages.codeExpired,
  AliasExistsException: TAKEN,
};

/**
 * Her words for anything else the identity service says. A session it has ended (a sign-out on another device
 * revokes her access token) also signs her out here, as every refusal of her tokens does (auth-store.ts).
 */
function describeRefusal(error: unknown): string {
  if (isSignedInSessionEnded(error)) void endSessionLocally();
  return authErrorMessage(error, 'changeEmail');
}

/** Wrong codes and a taken email go next to `field`; anything else is the usual sign-in-service message. */
const describeFor =
  <Field extends string>(field: Field) =>
  (error: unknown) => {
    const message = FIELD_ERRORS[errorName(error)];
    return message ? { field, message } : describeRefusal(error);
  };

/**
 * A new email in two steps, as the pool works: the identity service mails a code to the new address and her
 * old email stays in use until the code is entered. Then her tokens are refreshed and the server copies the
 * verified email from her new ID token onto her record.
 */
export function ChangeEmailForm({ current }: { current: string }) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [resent, setResent] = useState('');

  const start = useFormAction({
    action: clientFormAction<typeof changeEmailSchema, 'email'>(
      changeEmailSchema,
      async ({ email = '' }) => {
        const { nextStep } = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
        if (nextStep.updateAttributeStep !== 'CONFIRM_ATTRIBUTE_WITH_CODE') return finish();
        setPending(email);
        setResent('');
        return `We've sent a 6-digit code to ${email}. Until you enter it, you still sign in with ${current}.`;
      },
      describeFor('email'),
    ),
    schema: changeEmailSchema,
    fields: ['email'] as const,
    idPrefix: 'new-email',
  });

  const confirm = useFormAction({
    action: clientFormAction<typeof confirmEmailChangeSchema, 'code'>(
      confirmEmailChangeSchema,
      async ({ code = '' }) => {
        await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
        return finish();
      },
      describeFor('code'),
    ),
    schema: confirmEmailChangeSchema,
    fields: ['code'] as const,
    idPrefix: 'email-code',
  });

  async function finish(): Promise<string> {
    // A fresh ID token carries the new email; the server reads it from there, never from this form.
    await fetchAuthSession({ forceRefresh: true });
    const synced = await syncVerifiedEmail();
    setPending(null);
    router.refresh();
    return synced.ok ? `Your email is now ${synced.email}. Use it to sign in from now on.` : NOT_RECORDED;
  }

  if (pending) {
    return (
      <>
        <StatusMessage testId="email-status">{resent || start.status || null}</StatusMessage>
        <ErrorSummary {...confirm.summary} />
        <form {...confirm.formProps} aria-label="Confirm your new email" className="max-w-md">
          <TextField
            {...confirm.field('code')}
            label="Code from the email"
            hint={`The 6 digits we sent to ${pending}. Only the newest code works.`}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pending={confirm.pending} pendingLabel="Confirming…" requiresScript>
              Confirm new email
            </SubmitButton>
            <button
              type="button"
              onClick={() =>
                sendUserAttributeVerificationCode({ userAttributeKey: 'email' }).then(
                  () => setResent(`We've sent a new code to ${pending}.`),
                  (error: unknown) => setResent(describeRefusal(error)),
                )
              }
              className="min-h-11 rounded-md border-2 border-line px-4 text-ink"
            >
              Send a new code
            </button>
            <button type="button" onClick={() => setPending(null)} className="min-h-11 text-ink underline">
              Use a different email
            </button>
          </div>
        </form>
      </>
    );
  }

  return (
    <>
      <StatusMessage testId="email-status">{confirm.status || start.status || null}</StatusMessage>
      <ErrorSummary {...start.summary} />
      <form {...start.formProps} aria-label="Change your email" className="max-w-md">
        <EmailField {...start.field('email')} label="New email address" hint={`You sign in with ${current} now.`} />
        <SubmitButton pending={start.pending} pendingLabel="Sending a code…" requiresScript>
          Send a code to the new email
        </SubmitButton>
      </form>
    </>
  );
}
