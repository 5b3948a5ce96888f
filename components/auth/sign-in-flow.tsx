'use client';

import { resendSignUpCode, resetPassword, signOut, type SignInOutput } from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { currentNext, goTo } from '@/lib/auth/client/navigation';
import { savePendingSignUp } from '@/lib/auth/client/pending-sign-up';
import { useAuthState } from '@/lib/auth/client/use-auth-state';
import { AlreadySignedIn } from './already-signed-in';
import { StatusMessage } from '@/components/forms/status-message';
import { NewPasswordForm } from './new-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { UnsupportedStep } from './unsupported-step';

type Step =
  | { kind: 'credentials'; notice?: string }
  | { kind: 'newPassword' }
  | { kind: 'resetRequired'; email: string }
  | { kind: 'unsupported' }
  | { kind: 'done' };
/** Going back to the credentials is a new step object, so focus moves then; on arrival it stays where it is. */
const FIRST_STEP: Step = { kind: 'credentials' };
/** The email box's id (`useFormAction`'s `<idPrefix>-<name>` in SignInForm): focused when she starts again. */
const EMAIL_ID = 'signin-email';
/** Each form step's heading (focusable from script), where focus goes when the step replaces the last. */
const STEP_HEADINGS = {
  newPassword: 'new-password-heading',
  resetRequired: 'reset-heading',
  unsupported: 'unsupported-heading',
} as const;

/**
 * Sign-in and the challenges of spec section 4 that can follow it. After the last step she goes where she was
 * going (`next`), with a full navigation so the server renders her pages with the new session.
 */
export function SignInFlow({ helpEmail }: { helpEmail: string }) {
  const [step, setStep] = useState<Step>(FIRST_STEP);
  const auth = useAuthState();
  const router = useRouter();
  // Each step replaces the last, the button she pressed with it: focus follows to where the new step starts (its
  // heading, the news in the status region, or the email box when she starts again) instead of falling to <body>.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === FIRST_STEP) return;
    if (step.kind === 'done' || (step.kind === 'credentials' && step.notice)) statusRef.current?.focus();
    else document.getElementById(step.kind === 'credentials' ? EMAIL_ID : STEP_HEADINGS[step.kind])?.focus();
  }, [step]);

  const finish = () => {
    setStep({ kind: 'done' });
    goTo(currentNext());
  };

  const handleStep = async (nextStep: SignInOutput['nextStep'], email = '') => {
    switch (nextStep.signInStep) {
      case 'DONE':
        return finish();
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        return setStep({ kind: 'newPassword' });
      case 'CONFIRM_SIGN_UP':
        // She joined but never entered the code: send a fresh one and take her to the confirm screen.
        await resendSignUpCode({ username: email });
        savePendingSignUp({ email, next: currentNext() });
        return router.push('/confirm-email');
      case 'RESET_PASSWORD':
        await resetPassword({ username: email });
        return setStep({ kind: 'resetRequired', email });
      default:
        return setStep({ kind: 'unsupported' });
    }
  };

  const startAgain = (notice?: string) => {
    // Drops any half-finished challenge; there is no session yet, so nothing else is lost.
    void signOut().catch(() => undefined);
    setStep({ kind: 'credentials', notice });
  };

  return (
    <>
      {/* One region for every step, there before its text, so each step's news is announced. */}
      <StatusMessage ref={statusRef}>
        {step.kind === 'done' ? <>You&apos;re signed in. Taking you on…</> : null}
        {step.kind === 'credentials' ? step.notice : null}
      </StatusMessage>
      {step.kind === 'newPassword' ? (
        <NewPasswordForm onStep={(next) => handleStep(next)} onStartAgain={() => startAgain()} />
      ) : null}
      {step.kind === 'unsupported' ? <UnsupportedStep helpEmail={helpEmail} onStartAgain={() => startAgain()} /> : null}
      {step.kind === 'resetRequired' ? (
        <ResetPasswordForm
          email={step.email}
          intro="You need to choose a new password before you can sign in. We've emailed you a code."
          onDone={(signedIn) =>
            signedIn ? finish() : startAgain('Your password has been changed. Sign in with your new password.')
          }
        />
      ) : null}
      {step.kind === 'credentials' && auth.status === 'signedIn' ? <AlreadySignedIn email={auth.user?.email} /> : null}
      {step.kind === 'credentials' && auth.status !== 'signedIn' ? (
        <SignInForm onStep={handleStep} onAlreadySignedIn={finish} />
      ) : null}
    </>
  );
}
