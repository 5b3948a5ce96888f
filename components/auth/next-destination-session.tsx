'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { withNext } from '@/lib/auth/client/navigation';
import { loadAmplify } from '@/lib/auth/client/load-amplify';
import { useAuthState } from '@/lib/auth/client/use-auth-state';
import { SignOutButton } from './sign-out-button';

const ATTEMPT_KEY = 'venus.nextAttempt';
const ATTEMPT_WINDOW_MS = 30_000;

/** `false` if this tab already tried to go on to `next` moments ago (and was sent back). */
function markAttempt(next: string): boolean {
  try {
    const previous = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as {
      next?: string;
      at?: number;
    } | null;
    if (previous?.next === next && Date.now() - (previous.at ?? 0) < ATTEMPT_WINDOW_MS) return false;
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ next, at: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Loaded (with Amplify) only when the home page was given a `next`: if her session is in fact still good (the
 * browser renews an expired token), she goes straight on; otherwise a calm prompt offers to sign in and continue.
 */
export function NextDestinationSession({ next }: { next: string }) {
  const auth = useAuthState();
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    void loadAmplify();
  }, []);

  useEffect(() => {
    if (auth.status !== 'signedIn') return;
    // If the server still refuses the session it would send her back here: go on once, never in a loop.
    if (!markAttempt(next)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- markAttempt records the attempt in sessionStorage
      setStuck(true);
      return;
    }
    // A full navigation, so the server renders her page with the renewed session cookies.
    window.location.replace(next);
  }, [next, auth.status]);

  if (stuck) {
    return (
      <div className="rounded-lg border-2 border-amber bg-surface p-4 text-ink">
        <p>We couldn&apos;t open that page just now. Your session may have ended on another device.</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Link href={next} className="text-ink">
            Try again
          </Link>
          <SignOutButton className="min-h-11 rounded-md border-2 border-line px-4 text-ink" />
        </div>
      </div>
    );
  }
  if (auth.status !== 'signedOut') return null;
  return (
    <div className="rounded-lg border-2 border-pink bg-surface p-4 text-ink">
      <p className="font-semibold">Please sign in to see that page.</p>
      <p className="mt-1 text-ink-muted">It&apos;s part of your private account. We&apos;ll take you straight there.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          href={withNext('/signin', next)}
          className="rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline"
        >
          Sign in
        </Link>
        <Link
          href={withNext('/signup', next)}
          className="rounded-md border-2 border-pink px-5 py-3 font-semibold text-ink no-underline"
        >
          Join free
        </Link>
      </div>
    </div>
  );
}
