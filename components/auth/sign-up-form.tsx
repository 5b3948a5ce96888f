'use client';

import { autoSignIn, signUp } from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { currentNext, goTo, withNext } from '@/lib/auth/client/navigation';
import { savePendingSignUp } from '@/lib/auth/client/pending-sign-up';
import { signUpAttributes } from '@/lib/auth/client/sign-up-attributes';
import { signUpSchema } from '@/lib/auth/schemas';
import { authErrorMessage } from '@/lib/auth/messages';
import { clientFormAction } from '@/components/forms/client-form-action';
import { EmailField } from '@/components/forms/email-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import type { PrizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';
import { NewPasswordField } from './form/new-password-field';
import { KeepNextLink } from './keep-next-link';
import { SignUpConsents } from './sign-up-consents';
import { SignUpNameFields } from './sign-up-name-fields';

const fieldOrder = [
  'email',
  'password',
  'prefix',
  'givenName',
  'familyName',
  'phone',
  'termsConsent',
  'healthConsent',
] as const;

/**
 * Spec section 2, /signup. The code goes to her email; the confirm screen finds the email in this tab's
 * sessionStorage (never in the URL) and Amplify's auto sign-in finishes the job after the code.
 */
export function SignUpForm({ prizeDraw }: { prizeDraw: PrizeDrawCloseForBrowser }) {
  const router = useRouter();
  const action = clientFormAction(
    signUpSchema,
    async (input) => {
      const next = currentNext();
      const source = new URLSearchParams(window.location.search).get('source') ?? '';
      const { nextStep } = await signUp({
        username: input.email,
        password: input.password,
        options: { userAttributes: signUpAttributes(input, { source }), autoSignIn: true },
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
    },
    (error) => authErrorMessage(error, 'signUp'),
  );
  const form = useFormAction({ action, schema: signUpSchema, fields: fieldOrder, idPrefix: 'signup' });
  const { errors, fieldId } = form;

  return (
    <form {...form.formProps} aria-label="Create your free account" className="max-w-xl">
      <ErrorSummary {...form.summary} />
      {form.formError ? (
        <p className="-mt-3 mb-6 text-ink">
          <KeepNextLink href="/signin">Sign in</KeepNextLink> or{' '}
          <KeepNextLink href="/forgot-password">reset your password</KeepNextLink>.
        </p>
      ) : null}
      <EmailField {...form.field('email')} hint="We'll email you a code to confirm it." />
      <NewPasswordField
        id={fieldId('password')}
        checklistId={fieldId('rules')}
        error={errors.password}
        name="password"
        label="Create a password"
      />
      <SignUpNameFields field={form.field} />
      <SignUpConsents field={form.field} prizeDraw={prizeDraw} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton pending={form.pending} pendingLabel="Creating your account…" requiresScript>
          Join free
        </SubmitButton>
        <p className="text-ink-muted">
          Already joined? <KeepNextLink href="/signin">Sign in</KeepNextLink>
        </p>
      </div>
    </form>
  );
}
