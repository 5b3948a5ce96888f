'use client';

import { signIn, type SignInOutput } from 'aws-amplify/auth';
import { clientFormAction } from '@/components/forms/client-form-action';
import { EmailField } from '@/components/forms/email-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { authErrorMessage } from '@/lib/auth/messages';
import { signInSchema } from '@/lib/auth/schemas';
import { PasswordField } from './form/password-field';
import { KeepNextLink } from './keep-next-link';

interface SignInFormProps {
  /** Called with what the service asks next; the flow decides what to show. */
  onStep(step: SignInOutput['nextStep'], email: string): Promise<void> | void;
  onAlreadySignedIn(): void;
}

/** Email and password: the first step of signing in (spec section 2, /signin). */
export function SignInForm({ onStep, onAlreadySignedIn }: SignInFormProps) {
  const action = clientFormAction(
    signInSchema,
    async ({ email, password }) => {
      try {
        const result = await signIn({ username: email, password });
        await onStep(result.nextStep, email);
      } catch (error) {
        if ((error as Error).name === 'UserAlreadyAuthenticatedException') onAlreadySignedIn();
        else throw error;
      }
    },
    (error) => authErrorMessage(error, 'signIn'),
  );
  const form = useFormAction({ action, schema: signInSchema, fields: ['email', 'password'], idPrefix: 'signin' });

  return (
    <form {...form.formProps} aria-labelledby="signin-heading" className="max-w-md">
      <h2 id="signin-heading" className="sr-only">
        Sign in with your email and password
      </h2>
      <ErrorSummary {...form.summary} />
      <EmailField {...form.field('email')} />
      <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton pending={form.pending} pendingLabel="Signing in…" requiresScript>
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
