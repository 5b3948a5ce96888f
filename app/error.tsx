'use client';

import { SiteFrame } from '@/components/layout/site-frame';

/**
 * A calm message and a retry, never a stack trace. The error itself is not shown: it can carry personal data.
 * The frame stays so the visitor can still find her way around.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SiteFrame>
      <div className="mx-auto max-w-2xl py-12 text-center" role="alert">
        <h1 className="text-4xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-ink-muted">Nothing you saved has been lost. Please try again in a moment.</p>
        <button type="button" onClick={reset} className="mt-8 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink">
          Try again
        </button>
      </div>
    </SiteFrame>
  );
}
