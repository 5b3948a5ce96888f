'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { safeNextPath } from '@/lib/auth/safe-next';
import { noticeText, takeNotice, type AuthNotice } from '@/lib/auth/client/notice';

// Amplify comes with this part only, and only when there is a `next` to go on to (known only in the browser):
// the home page stays light. React's lazy, not next/dynamic, whose loader code would come with the home page.
const NextDestinationSession = lazy(() =>
  import('./next-destination-session').then((module) => ({ default: module.NextDestinationSession })),
);

/**
 * On the home page. The middleware sends a signed-out visitor here as `/?next=/diary`; the session part decides
 * whether she goes straight on or is asked to sign in. Also shows the one-time notice a sign-out left behind.
 */
export function NextDestination() {
  const [next, setNext] = useState<string | null>(null);
  const [notice, setNotice] = useState<AuthNotice | null>(null);

  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('next');
    const safe = safeNextPath(raw);
    // The URL and the one-time notice exist only in the browser, and this page is prerendered.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after hydration
    setNext(raw && safe !== '/' ? safe : null);
    setNotice(takeNotice());
  }, []);

  return (
    <div role="status" className="empty:hidden">
      {notice ? <p className="rounded-lg border-2 border-amber bg-surface p-4 text-ink">{noticeText[notice]}</p> : null}
      {next ? (
        <Suspense fallback={null}>
          <NextDestinationSession next={next} />
        </Suspense>
      ) : null}
    </div>
  );
}
