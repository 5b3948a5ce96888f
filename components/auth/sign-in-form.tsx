'use client';

import { signIn, type SignInOutput } from 'aws-amplify/auth';
import { signInSchema } from '@/lib/auth/schemas';
import { ErrorSummary } from './form/error-summary';
import { PasswordField } from './form/password-field';
import { SubmitButton } from './form/submit-button';
import { EmailField } from './form/email-field';
import { useAuthForm } from './form/use-auth-form';
import { KeepNextLink } from './keep-next-link';

interface SignInFormProps {
  /** Called with what the service asks next; the flow decides what to show. */
  onStep(step: SignInOutput['nextStep'], email: string): Promise<void> | void;
  onAlreadySignedIn(): void;
}

/** Email and password: the first step of signing in (spec section 2, /signin). */
export function SignInForm({ onStep, onAlreadySignedIn }: SignInFormProps) {
  const form = useAuthForm({ schema: signInSchema, action: 'signIn', idPrefix: 'signin' });
  const { fieldErrors, fieldId } = form;

  const submit = form.onSubmit(async ({ email, password }) => {
    try {
      const result = await signIn({ username: email, password });
      await onStep(result.nextStep, email);
    } catch (error) {
      if ((error as Error).name === 'UserAlreadyAuthenticatedException') onAlreadySignedIn();
      else throw error;
    }
  });

  return (
    <form onSubmit={submit} method="post" noValidate aria-labelledby="signin-heading" className="max-w-md">
      <h2 id="signin-heading" className="sr-only">
        Sign in with your email and password
      </h2>
      <ErrorSummary summaryRef={form.summaryRef} fieldErrors={form.summaryFor(['email', 'password'])} formError={form.formError} headingId="signin-errors" />
      <EmailField id={fieldId('email')} error={fieldErrors.email} />
      <PasswordField id={fieldId('password')} name="password" label="Password" autoComplete="current-password" error={fieldErrors.password} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton busy={form.busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
        <KeepNextLink href="/forgot-password">Forgotten your password?</KeepNextLink>
      </div>
      <p className="mt-8 text-ink-muted">
        New here? <KeepNextLink href="/signup">Join free</KeepNextLink>
      </p>
    </form>
  );
}
