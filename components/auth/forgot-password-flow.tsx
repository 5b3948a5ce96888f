'use client';

import { resetPassword } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { clientFormAction } from '@/components/forms/client-form-action';
import { EmailField } from '@/components/forms/email-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { authErrorMessage, authMessages, errorName } from '@/lib/auth/messages';
import { currentNext, goTo } from '@/lib/auth/client/navigation';
import { landingAfter } from '@/lib/auth/landing';
import { forgotPasswordSchema } from '@/lib/auth/schemas';
import { KeepNextLink } from './keep-next-link';
import { ResetPasswordForm } from './reset-password-form';

/** Answers that would tell a stranger whether an account exists; she sees "if an account exists…" instead. */
const revealsAccount = new Set(['UserNotFoundException', 'InvalidParameterException']);

const ID_PREFIX = 'forgot';
/** The email box's id (`useFormAction`'s `<idPrefix>-<name>`): focused when she goes back to change it. */
const EMAIL_ID = `${ID_PREFIX}-email`;

type Stage = { kind: 'request' } | { kind: 'code'; email: string } | { kind: 'changed' };
/** Going back to the request is a new stage object, so focus moves then; on arrival it stays where it is. */
const FIRST_STAGE: Stage = { kind: 'request' };

/** Spec section 2, /forgot-password: ask for a code, then the code and a new password. */
export function ForgotPasswordFlow() {
  const [stage, setStage] = useState<Stage>(FIRST_STAGE);
  const [lastEmail, setLastEmail] = useState('');
  // Each step replaces the last, the button she pressed with it: focus follows to where the new step starts
  // (what happened, or the email box to change) instead of falling to <body>. Not on the page's first step.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stage === FIRST_STAGE) return;
    if (stage.kind === 'request') document.getElementById(EMAIL_ID)?.focus();
    else statusRef.current?.focus();
  }, [stage]);

  const action = clientFormAction(
    forgotPasswordSchema,
    async ({ email }) => {
      try {
        await resetPassword({ username: email });
      } catch (error) {
        if (!revealsAccount.has(errorName(error))) throw error;
      }
      setLastEmail(email);
      setStage({ kind: 'code', email });
    },
    (error) => authErrorMessage(error, 'forgotPassword'),
  );
  const form = useFormAction({ action, schema: forgotPasswordSchema, fields: ['email'], idPrefix: ID_PREFIX });

  return (
    <>
      {/* One region for every step, there before its text, so each step's news is announced. */}
      <StatusMessage ref={statusRef}>
        {stage.kind === 'code' ? authMessages.resetCodeSent : null}
        {stage.kind === 'changed' ? (
          <>
            Your password has been changed. <KeepNextLink href="/signin">Sign in with your new password</KeepNextLink>.
          </>
        ) : null}
      </StatusMessage>
      {stage.kind === 'code' ? (
        <div>
          <ResetPasswordForm
            email={stage.email}
            intro={`Enter the code we sent to ${stage.email} and choose a new password.`}
            onDone={(signedIn) =>
              signedIn ? goTo(landingAfter('password', currentNext())) : setStage({ kind: 'changed' })
            }
          />
          <button
            type="button"
            onClick={() => setStage({ kind: 'request' })}
            className="mt-6 min-h-11 rounded-md px-1 text-ink underline"
          >
            Use a different email address
          </button>
        </div>
      ) : null}
      {stage.kind === 'request' ? (
        <form {...form.formProps} aria-label="Ask for a reset code" className="max-w-md">
          <ErrorSummary {...form.summary} />
          <EmailField
            {...form.field('email')}
            hint="The one you joined with. If it has an account, we'll email it a 6-digit code."
            defaultValue={lastEmail}
          />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <SubmitButton pending={form.pending} pendingLabel="Sending…" requiresScript>
              Send me a code
            </SubmitButton>
            <KeepNextLink href="/signin">Back to sign in</KeepNextLink>
          </div>
        </form>
      ) : null}
    </>
  );
}
