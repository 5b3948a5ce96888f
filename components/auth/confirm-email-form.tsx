'use client';

import { autoSignIn, confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { authErrorMessage, authMessages, errorName } from '@/lib/auth/messages';
import { currentNext, goTo, withNext } from '@/lib/auth/client/navigation';
import { clearPendingSignUp, readPendingSignUp } from '@/lib/auth/client/pending-sign-up';
import { confirmEmailSchema, resendCodeSchema } from '@/lib/auth/schemas';
import { ErrorSummary } from './form/error-summary';
import { StatusMessage } from './form/status-message';
import { SubmitButton } from './form/submit-button';
import { EmailField } from './form/email-field';
import { TextField } from './form/text-field';
import { useAuthForm } from './form/use-auth-form';

/**
 * Spec section 2, /confirm-email. The email comes from this tab's sessionStorage (set at sign-up), never the
 * URL. After the code, Amplify's auto sign-in (armed by sign-up in this tab) signs her in and she goes on to
 * where she was going; if this tab did not sign up, she is asked to sign in.
 */
export function ConfirmEmailForm() {
  const form = useAuthForm({ schema: confirmEmailSchema, action: 'confirmSignUp', idPrefix: 'confirm' });
  const [email, setEmail] = useState('');
  const [next, setNext] = useState('/');
  const [status, setStatus] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    const pending = readPendingSignUp();
    if (pending) setEmail(pending.email);
    setNext(pending?.next ?? currentNext());
  }, []);

  const submit = form.onSubmit(async (input) => {
    setStatus('');
    const { nextStep } = await confirmSignUp({ username: input.email, confirmationCode: input.code });
    if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
      try {
        const result = await autoSignIn();
        if (result.isSignedIn) {
          clearPendingSignUp();
          setStatus("Your email is confirmed and you're signed in. Taking you on…");
          goTo(next);
          return;
        }
      } catch {
        // Confirmed all the same; she signs in herself below.
      }
    }
    clearPendingSignUp();
    setConfirmed(true);
  });

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

  if (confirmed) {
    return (
      <StatusMessage>
        Your email is confirmed.{' '}
        <Link href={withNext('/signin', next)} className="text-ink">
          Sign in to continue
        </Link>
        .
      </StatusMessage>
    );
  }

  return (
    <form onSubmit={submit} method="post" noValidate aria-label="Confirm your email" className="max-w-md">
      <StatusMessage>{status}</StatusMessage>
      <ErrorSummary summaryRef={form.summaryRef} fieldErrors={form.summaryFor(['email', 'code'])} formError={form.formError} headingId="confirm-errors" />
      <EmailField
        id={form.fieldId('email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fieldErrors.email}
      />
      <TextField
        id={form.fieldId('code')}
        name="code"
        label="Confirmation code"
        hint="The 6 digits in the email we sent you. Only the newest code works."
        autoComplete="one-time-code"
        inputMode="numeric"
        error={form.fieldErrors.code}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.busy} busyLabel="Confirming…">
          Confirm
        </SubmitButton>
        <button type="button" onClick={resend} className="min-h-11 rounded-md border-2 border-line px-4 text-ink">
          Send a new code
        </button>
      </div>
    </form>
  );
}
