'use client';

import { autoSignIn, signUp } from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { currentNext, goTo, withNext } from '@/lib/auth/client/navigation';
import { savePendingSignUp } from '@/lib/auth/client/pending-sign-up';
import { signUpAttributes } from '@/lib/auth/client/sign-up-attributes';
import { signUpSchema } from '@/lib/auth/schemas';
import { ErrorSummary } from './form/error-summary';
import { NewPasswordField } from './form/new-password-field';
import { SubmitButton } from './form/submit-button';
import { EmailField } from './form/email-field';
import { useAuthForm } from './form/use-auth-form';
import { KeepNextLink } from './keep-next-link';
import { SignUpConsents } from './sign-up-consents';
import { SignUpNameFields } from './sign-up-name-fields';

const fieldOrder = ['email', 'password', 'prefix', 'givenName', 'familyName', 'phone', 'termsConsent', 'healthConsent'] as const;

/**
 * Spec section 2, /signup. The code goes to her email; the confirm screen finds the email in this tab's
 * sessionStorage (never in the URL) and Amplify's auto sign-in finishes the job after the code.
 */
export function SignUpForm() {
  const form = useAuthForm({ schema: signUpSchema, action: 'signUp', idPrefix: 'signup' });
  const router = useRouter();
  const { fieldErrors, fieldId } = form;
  const checklistId = fieldId('rules');

  const submit = form.onSubmit(async (input) => {
    const next = currentNext();
    const source = new URLSearchParams(window.location.search).get('source') ?? '';
    const { nextStep } = await signUp({
      username: input.email,
      password: input.password,
      options: { userAttributes: signUpAttributes(input, { now: new Date(), source }), autoSignIn: true },
    });
    if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
      savePendingSignUp({ email: input.email, next });
      router.push('/confirm-email');
    } else if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
      const result = await autoSignIn();
      goTo(result.isSignedIn ? next : withNext('/signin', next));
    } else {
      goTo(withNext('/signin', next));
    }
  });

  return (
    <form onSubmit={submit} method="post" noValidate aria-label="Create your free account" className="max-w-xl">
      <ErrorSummary summaryRef={form.summaryRef} fieldErrors={form.summaryFor(fieldOrder)} formError={form.formError} headingId="signup-errors" />
      {form.formError ? (
        <p className="-mt-3 mb-6 text-ink">
          <KeepNextLink href="/signin">Sign in</KeepNextLink> or <KeepNextLink href="/forgot-password">reset your password</KeepNextLink>.
        </p>
      ) : null}
      <EmailField id={fieldId('email')} hint="We'll email you a code to confirm it." error={fieldErrors.email} />
      <NewPasswordField id={fieldId('password')} checklistId={checklistId} error={fieldErrors.password} name="password" label="Create a password" />
      <SignUpNameFields fieldId={fieldId} errors={fieldErrors} />
      <SignUpConsents fieldId={fieldId} errors={fieldErrors} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton busy={form.busy} busyLabel="Creating your account…">
          Join free
        </SubmitButton>
        <p className="text-ink-muted">
          Already joined? <KeepNextLink href="/signin">Sign in</KeepNextLink>
        </p>
      </div>
    </form>
  );
}
