'use client';

import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { withNext } from '@/lib/auth/client/navigation';

interface SessionDownloadLinkProps {
  /** A route handler beside its page that calls `requireUser()` (README, "A download"). */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A signed-in download whose session is renewed first if it is about to expire. With an expired token the route
 * redirects to the home page, and an `<a download>` would save that page's HTML as her file; if the session has
 * ended she is told here instead. Without script it is a plain download link.
 */
export function SessionDownloadLink({ href, className, children }: SessionDownloadLinkProps) {
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const checked = useRef(false);
  const messageId = useId();

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // The second click is the one this handler makes once the session is ready: the browser's download.
    if (checked.current) {
      checked.current = false;
      return;
    }
    event.preventDefault();
    const link = event.currentTarget;
    setSignInAgain(null);
    const readiness = await import('@/lib/auth/client/fresh-session').then(
      ({ ensureFreshSession }) => ensureFreshSession(),
      () => 'ready' as const,
    );
    if (readiness === 'ended') return setSignInAgain(withNext('/signin', window.location.pathname));
    checked.current = true;
    link.click();
  }

  return (
    <>
      <a
        href={href}
        download
        onClick={onClick}
        aria-describedby={signInAgain ? messageId : undefined}
        className={className}
      >
        {children}
      </a>
      {/* Present before its text, so the message is announced when it appears. */}
      <p id={messageId} role="alert" className={signInAgain ? 'mt-2 max-w-2xl font-semibold text-red' : undefined}>
        {signInAgain ? (
          <>
            Your session has ended, so nothing was downloaded.{' '}
            <a href={signInAgain} className="text-ink underline">
              Sign in again
            </a>
            , then download it.
          </>
        ) : null}
      </p>
    </>
  );
}
