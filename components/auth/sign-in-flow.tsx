'use client';

import { resendSignUpCode, resetPassword, signOut, type SignInOutput } from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
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

/**
 * Sign-in and the challenges of spec section 4 that can follow it. After the last step she goes where she was
 * going (`next`), with a full navigation so the server renders her pages with the new session.
 */
export function SignInFlow({ helpEmail }: { helpEmail: string }) {
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const auth = useAuthState();
  const router = useRouter();

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

  if (step.kind === 'done') return <StatusMessage>You&apos;re signed in. Taking you on…</StatusMessage>;
  if (step.kind === 'newPassword')
    return <NewPasswordForm onStep={(next) => handleStep(next)} onStartAgain={() => startAgain()} />;
  if (step.kind === 'unsupported') return <UnsupportedStep helpEmail={helpEmail} onStartAgain={() => startAgain()} />;
  if (step.kind === 'resetRequired') {
    return (
      <ResetPasswordForm
        email={step.email}
        intro="You need to choose a new password before you can sign in. We've emailed you a code."
        onDone={(signedIn) =>
          signedIn ? finish() : startAgain('Your password has been changed. Sign in with your new password.')
        }
      />
    );
  }
  if (auth.status === 'signedIn') return <AlreadySignedIn email={auth.user?.email} />;
  return (
    <>
      <StatusMessage>{step.notice}</StatusMessage>
      <SignInForm onStep={handleStep} onAlreadySignedIn={finish} />
    </>
  );
}
