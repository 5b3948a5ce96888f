'use client';

import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { withNext } from '@/lib/auth/client/navigation';
import { sessionReadiness } from '@/lib/auth/client/session-readiness';

/**
 * A signed-in download's session, renewed first if it is about to expire. With an expired token the route
 * redirects to the home page, and the browser would save that page's HTML as her file (or show it instead of
 * the report she asked for); if the session has ended she is told beside the control instead (`note`).
 */
function useDownloadSession() {
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const messageId = useId();

  async function whenReady(download: () => void) {
    setSignInAgain(null);
    if ((await sessionReadiness()) === 'ended') return setSignInAgain(withNext('/signin', window.location.pathname));
    download();
  }

  const note = (
    // Present before its text, so the message is announced when it appears.
    <p
      id={messageId}
      role="alert"
      className={signInAgain ? 'mt-2 max-w-2xl basis-full font-semibold text-red' : undefined}
    >
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
  );
  return { whenReady, describedBy: signInAgain ? messageId : undefined, note };
}

interface SessionDownloadLinkProps {
  /** A route handler beside its page that calls `requireUser()` (README, "A download"). */
  href: string;
  className?: string;
  children: ReactNode;
}

/** A signed-in download link whose session is checked first. Without script it is a plain download link. */
export function SessionDownloadLink({ href, className, children }: SessionDownloadLinkProps) {
  const session = useDownloadSession();
  const checked = useRef(false);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // The second click is the one this handler makes once the session is ready: the browser's download.
    if (checked.current) {
      checked.current = false;
      return;
    }
    event.preventDefault();
    const link = event.currentTarget;
    void session.whenReady(() => {
      checked.current = true;
      link.click();
    });
  }

  return (
    <>
      <a href={href} download onClick={onClick} aria-describedby={session.describedBy} className={className}>
        {children}
      </a>
      {session.note}
    </>
  );
}

interface SessionDownloadButtonProps {
  /** The id of the form whose fields go with the download (the report's period, say). */
  form: string;
  /** The download's own address: a route handler that calls `requireUser()`. */
  formAction: string;
  className?: string;
  children: ReactNode;
}

/**
 * A button that sends a GET form to a signed-in download, its session checked first. Without script it is a
 * plain submit button.
 */
export function SessionDownloadButton({ form, formAction, className, children }: SessionDownloadButtonProps) {
  const session = useDownloadSession();

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const button = event.currentTarget;
    // A submit, not a click, so this handler is not run again; the button's formAction still applies.
    void session.whenReady(() => button.form?.requestSubmit(button));
  }

  return (
    <>
      <button
        type="submit"
        form={form}
        formAction={formAction}
        onClick={onClick}
        aria-describedby={session.describedBy}
        className={className}
      >
        {children}
      </button>
      {session.note}
    </>
  );
}
