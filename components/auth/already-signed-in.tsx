'use client';

import Link from 'next/link';
import { useState } from 'react';
import { endSessionLocally } from '@/lib/auth/client/auth-store';
import { currentNext } from '@/lib/auth/client/navigation';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { SignOutButton } from './sign-out-button';

/**
 * Shown on the sign-in screens to someone who is already signed in: carry on, sign in again, or sign out.
 * "Sign in again" is the way out when this browser still holds a session the server has ended (a sign-out on
 * another device revokes it before it expires, and only the server can tell): it ends the session here only,
 * keeping what she has not yet sent on this device, and the sign-in form then takes its place.
 */
export function AlreadySignedIn({ email }: { email?: string }) {
  const next = useHydrated() ? currentNext('/account') : '/';
  const [ending, setEnding] = useState(false);

  function signInAgain() {
    if (ending) return;
    setEnding(true);
    void endSessionLocally();
  }

  return (
    <div className="max-w-md rounded-lg border-2 border-line bg-surface p-5">
      <p className="text-ink">
        You&apos;re signed in
        {email ? (
          <>
            {' '}
            as <strong>{email}</strong>
          </>
        ) : null}
        .
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link href={next} className="min-h-11 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline">
          Continue
        </Link>
        {/* aria-disabled, not disabled, while it runs: a disabled button would drop her focus to <body>. */}
        <button
          type="button"
          onClick={signInAgain}
          aria-disabled={ending || undefined}
          className="min-h-11 rounded-md border-2 border-line px-4 text-ink aria-disabled:opacity-70"
        >
          Sign in again
        </button>
        <SignOutButton className="min-h-11 rounded-md border-2 border-line px-4 text-ink" />
      </div>
    </div>
  );
}
