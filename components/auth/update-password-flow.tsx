'use client';

import { useEffect, useRef, useState } from 'react';
import { currentNext, goTo } from '@/lib/auth/client/navigation';
import { landingAfter } from '@/lib/auth/landing';
import { useAuthState } from '@/lib/auth/client/use-auth-state';
import { ChangePasswordForm } from './change-password-form';
import { StatusMessage } from '@/components/forms/status-message';
import { KeepNextLink } from './keep-next-link';
import { ResetPasswordForm } from './reset-password-form';

/** Signed in: change the password. Signed out: set a new one with the code from a reset email. */
export function UpdatePasswordFlow() {
  const auth = useAuthState();
  const [changed, setChanged] = useState(false);
  // Her session ended while she was changing her password: the form that would have said so is gone.
  const [ended, setEnded] = useState(false);
  const endedNow = ended && auth.status === 'signedOut';
  // The news replaces the form, the button she pressed with it: focus goes to the news, not <body>.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (changed || endedNow) statusRef.current?.focus();
  }, [changed, endedNow]);

  if (auth.status === 'loading') return <p className="text-ink-muted">Checking whether you&apos;re signed in…</p>;
  // There before its text, so the news is announced when it appears.
  const status = (
    <StatusMessage ref={statusRef}>
      {changed ? (
        <>
          Your password has been changed. <KeepNextLink href="/signin">Sign in with your new password</KeepNextLink>.
        </>
      ) : endedNow ? (
        <>
          Your sign-in has ended, so your password has not been changed.{' '}
          <KeepNextLink href="/signin">Sign in again</KeepNextLink> to change it.
        </>
      ) : null}
    </StatusMessage>
  );
  if (auth.status === 'signedIn')
    return (
      <>
        {status}
        <ChangePasswordForm onSessionEnded={() => setEnded(true)} />
      </>
    );
  return (
    <>
      {status}
      {changed ? null : (
        <div>
          <ResetPasswordForm
            intro="Enter your email, the code from your reset email and a new password."
            onDone={(signedIn) => (signedIn ? goTo(landingAfter('password', currentNext())) : setChanged(true))}
          />
          <p className="mt-6 text-ink-muted">
            No code yet? <KeepNextLink href="/forgot-password">Ask for one</KeepNextLink>. Remember it?{' '}
            <KeepNextLink href="/signin">Sign in</KeepNextLink>.
          </p>
        </div>
      )}
    </>
  );
}
