'use client';

import {
  confirmUserAttribute,
  fetchAuthSession,
  sendUserAttributeVerificationCode,
  updateUserAttribute,
} from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
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

const NOT_RECORDED =
  'Your new email is confirmed for signing in, but we could not update your reminders to it just now. Reload this page to try again.';
/** Only after she has the code from that address, so she has shown it is hers: another account took it meanwhile. */
const NO_LONGER_USABLE = "That email can't be used for your account any more. Use a different email.";

/** The same words whether or not a code was sent: no one learns here whether an email has an account. */
const codeSent = (email: string, current: string) =>
  `If ${email} can be used for your account, we've sent it a 6-digit code. Until you enter it, you still sign in with ${current}.`;
const newCodeSent = (email: string) => `If ${email} can be used for your account, we've sent it a new code.`;

/** Her words for the identity service's refusals: wrong codes go next to the field. */
const FIELD_ERRORS: Record<string, string> = {
  CodeMismatchException: authMessages.codeMismatch,
  ExpiredCodeException: authMessages.codeExpired,
  AliasExistsException: NO_LONGER_USABLE,
};

/** What a code answers when none was sent (the email was refused): what a wrong code answers. */
class NoCodeWasSent extends Error {
  override name = 'CodeMismatchException';
}

/**
 * Her words for anything else the identity service says. A session it has ended (a sign-out on another device
 * revokes her access token) also signs her out here, as every refusal of her tokens does (auth-store.ts).
 */
function describeRefusal(error: unknown): string {
  if (isSignedInSessionEnded(error)) void endSessionLocally();
  return authErrorMessage(error, 'changeEmail');
}

/** Wrong codes go next to `field`; anything else is the usual sign-in-service message. */
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
 * An email another account uses is refused by the identity service at once (AliasExistsException: Cognito's
 * PreventUserExistenceErrors does not cover UpdateUserAttributes, and the local identity service does the same).
 * Saying so would tell anyone signed in which emails have accounts, so the screen goes on as if a code was sent:
 * none arrives, and a code entered is answered as a wrong one, without asking the identity service.
 */
export function ChangeEmailForm({ current }: { current: string }) {
  const router = useRouter();
  const [pending, setPending] = useState<{ email: string; codeSent: boolean } | null>(null);
  const [resent, setResent] = useState('');

  const start = useFormAction({
    action: clientFormAction<typeof changeEmailSchema, 'email'>(
      changeEmailSchema,
      async ({ email = '' }) => {
        const codeWasSent = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } }).then(
          ({ nextStep }) => nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE',
          (error: unknown) => {
            if (errorName(error) === 'AliasExistsException') return 'refused' as const;
            throw error;
          },
        );
        if (codeWasSent === false) return finish();
        setPending({ email, codeSent: codeWasSent === true });
        setResent('');
        return codeSent(email, current);
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
        if (!pending?.codeSent) throw new NoCodeWasSent();
        await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
        return finish();
      },
      describeFor('code'),
    ),
    schema: confirmEmailChangeSchema,
    fields: ['code'] as const,
    idPrefix: 'email-code',
  });

  // Each step replaces the other's form, the button she pressed with it: one status region serves both, and takes
  // focus when either step's answer arrives.
  const { statusRef: startStatusRef } = start;
  const { statusRef: confirmStatusRef } = confirm;
  const statusRef = useCallback(
    (element: HTMLElement | null) => {
      startStatusRef(element);
      confirmStatusRef(element);
    },
    [startStatusRef, confirmStatusRef],
  );

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
        <StatusMessage ref={statusRef} testId="email-status">
          {resent || start.status || null}
        </StatusMessage>
        <ErrorSummary {...confirm.summary} />
        <form {...confirm.formProps} aria-label="Confirm your new email" className="max-w-md">
          <TextField
            {...confirm.field('code')}
            label="Code from the email"
            hint={`The 6 digits in our email to ${pending.email}; only the newest code works. No email after a few minutes? Check the address, or use a different email: that one may not be usable for your account.`}
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
                (pending.codeSent
                  ? sendUserAttributeVerificationCode({ userAttributeKey: 'email' })
                  : Promise.resolve()
                ).then(
                  () => setResent(newCodeSent(pending.email)),
                  (error: unknown) => setResent(describeRefusal(error)),
                )
              }
              className="min-h-11 rounded-md border-2 border-line px-4 text-ink"
            >
              Send a new code
            </button>
            <button
              type="button"
              onClick={() => {
                // Back to the email box she wants to change, not <body>: it exists once this render is done.
                flushSync(() => setPending(null));
                document.getElementById(start.fieldId('email'))?.focus();
              }}
              className="min-h-11 text-ink underline"
            >
              Use a different email
            </button>
          </div>
        </form>
      </>
    );
  }

  return (
    <>
      <StatusMessage ref={statusRef} testId="email-status">
        {confirm.status || start.status || null}
      </StatusMessage>
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
