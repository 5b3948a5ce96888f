'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { HealthConsentNotice } from '@/components/privacy/health-consent-notice';
import { endSessionTheServerEnded } from '@/lib/auth/client/server-ended-session';
import type { DataErrorKind } from '@/lib/data/errors';

/**
 * What a signed-in screen shows when her data could not be loaded. Calm, and never a sign-out: an API that
 * is down is not a reason to lose her session. Retrying re-renders the page on the server (router.refresh),
 * which loads the data again. Used by /account and /settings.
 *
 * No role=alert: the notice is in the page as it loads, where an alert is either not read or read over the page's
 * own announcement. What a retry found is said in a status region instead; when the data comes back the notice
 * goes and the page shows it.
 */
export function DataUnavailable({ reason, nextPath }: { reason: DataErrorKind; nextPath: string }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const [outcome, setOutcome] = useState('');
  const tried = useRef(false);
  useEffect(() => {
    // The server found her session ended; the browser may still think it live (a sign-out on another device).
    if (reason === 'unauthorised') void endSessionTheServerEnded();
  }, [reason]);
  useEffect(() => {
    // Still here once the retry has rendered: the data is still unavailable.
    if (!retrying && tried.current)
      setOutcome('We tried again but still can’t show your details. Please try again in a moment.');
  }, [retrying]);

  function retry() {
    if (retrying) return;
    tried.current = true;
    // Emptied first, so the same words are announced again after another try.
    setOutcome('');
    startRetry(() => router.refresh());
  }

  if (reason === 'paused') return <HealthConsentNotice />;
  if (reason === 'unauthorised') {
    return (
      <div className="mt-6 max-w-2xl rounded-md border border-line bg-surface p-6">
        <h2 className="text-2xl font-bold">Please sign in again</h2>
        <p className="mt-3">For your security your session has ended. Your records are safe.</p>
        <Link
          href={`/signin?next=${encodeURIComponent(nextPath)}`}
          className="mt-4 inline-block rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline"
        >
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 max-w-2xl rounded-md border border-line bg-surface p-6" data-testid="data-unavailable">
      <h2 className="text-2xl font-bold">We can’t show your details just now</h2>
      <p className="mt-3">Nothing you saved has been lost. This is usually over in a moment.</p>
      {/* aria-disabled, not disabled, while it runs: a disabled button would drop her focus to <body>. */}
      <button
        type="button"
        onClick={retry}
        aria-disabled={retrying || undefined}
        className="mt-4 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink aria-disabled:opacity-70"
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
      <p role="status" className={outcome ? 'mt-3' : undefined}>
        {outcome}
      </p>
    </div>
  );
}
