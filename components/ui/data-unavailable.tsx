'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { HealthConsentNotice } from '@/components/privacy/health-consent-notice';
import type { DataErrorKind } from '@/lib/data/errors';

/**
 * What a signed-in screen shows when her data could not be loaded. Calm, and never a sign-out: an API that
 * is down is not a reason to lose her session. Retrying re-renders the page on the server (router.refresh),
 * which loads the data again. Used by /account and /settings.
 */
export function DataUnavailable({ reason, nextPath }: { reason: DataErrorKind; nextPath: string }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();

  if (reason === 'paused') return <HealthConsentNotice />;
  if (reason === 'unauthorised') {
    return (
      <div role="alert" className="mt-6 max-w-2xl rounded-md border border-line bg-surface p-6">
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
    <div
      role="alert"
      className="mt-6 max-w-2xl rounded-md border border-line bg-surface p-6"
      data-testid="data-unavailable"
    >
      <h2 className="text-2xl font-bold">We can’t show your details just now</h2>
      <p className="mt-3">Nothing you saved has been lost. This is usually over in a moment.</p>
      <button
        type="button"
        onClick={() => startRetry(() => router.refresh())}
        disabled={retrying}
        className="mt-4 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink disabled:opacity-70"
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
