'use client';

import { autoSignIn, confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { authErrorMessage, authMessages, errorName } from '@/lib/auth/messages';
import { currentNext, goTo, withNext } from '@/lib/auth/client/navigation';
import { landingAfter } from '@/lib/auth/landing';
import { clearPendingSignUp, readPendingSignUp } from '@/lib/auth/client/pending-sign-up';
import { confirmEmailSchema, resendCodeSchema } from '@/lib/auth/schemas';
import { clientFormAction } from '@/components/forms/client-form-action';
import { EmailField } from '@/components/forms/email-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { describeCodeRefusal } from './form/code-refusal';

/**
 * Spec section 2, /confirm-email. The email comes from this tab's sessionStorage (set at sign-up), never the
 * URL. After the code, Amplify's auto sign-in (armed by sign-up in this tab) signs her in and she goes on to
 * where she was going; if this tab did not sign up, she is asked to sign in.
 */
export function ConfirmEmailForm() {
  const [email, setEmail] = useState('');
  const [next, setNext] = useState('/');
  const [status, setStatus] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmed) statusRef.current?.focus();
  }, [confirmed]);

  useEffect(() => {
    // sessionStorage exists only in the browser and the page is prerendered: read once after hydration.
    const pending = readPendingSignUp();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the email field's starting value, see above
    if (pending) setEmail(pending.email);
    setNext(pending?.next ?? currentNext());
  }, []);

  const action = clientFormAction(
    confirmEmailSchema,
    async (input) => {
      setStatus('');
      const { nextStep } = await confirmSignUp({ username: input.email, confirmationCode: input.code });
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
        try {
          const result = await autoSignIn();
          if (result.isSignedIn) {
            clearPendingSignUp();
            setStatus("Your email is confirmed and you're signed in. Taking you on…");
            goTo(landingAfter('joined', next));
            return;
          }
        } catch {
          // Confirmed all the same; she signs in herself below.
        }
      }
      clearPendingSignUp();
      setConfirmed(true);
    },
    describeCodeRefusal('confirmSignUp'),
  );
  const form = useFormAction({ action, schema: confirmEmailSchema, fields: ['email', 'code'], idPrefix: 'confirm' });

  const resend = async () => {
    const parsed = resendCodeSchema.safeParse({ email });
    if (!parsed.success) {
      form.fail('', { email: parsed.error.issues[0]?.message ?? 'Enter your email address' });
      return;
    }
    setStatus('');
    try {
      await resendSignUpCode({ username: parsed.data.email });
      form.clearErrors();
      setStatus(authMessages.signUpCodeSent);
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') setStatus(authMessages.signUpCodeSent);
      else form.fail(authErrorMessage(error, 'resendCode'));
    }
  };

  // One status region for both views, there before its text: when confirming replaces the form (and the button
  // she pressed), focus goes to it rather than falling to <body>.
  return (
    <>
      <StatusMessage ref={statusRef}>
        {confirmed ? (
          <>
            Your email is confirmed.{' '}
            <Link href={withNext('/signin', landingAfter('joined', next))} className="text-ink">
              Sign in to continue
            </Link>
            .
          </>
        ) : (
          status || null
        )}
      </StatusMessage>
      {confirmed ? null : (
        <form {...form.formProps} aria-label="Confirm your email" className="max-w-md">
          <ErrorSummary {...form.summary} />
          <EmailField {...form.field('email')} value={email} onChange={(event) => setEmail(event.target.value)} />
          <TextField
            {...form.field('code')}
            label="Confirmation code"
            hint="The 6 digits in the email we sent you. Only the newest code works."
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pending={form.pending} pendingLabel="Confirming…" requiresScript>
              Confirm
            </SubmitButton>
            <button type="button" onClick={resend} className="min-h-11 rounded-md border-2 border-line px-4 text-ink">
              Send a new code
            </button>
          </div>
        </form>
      )}
    </>
  );
}
