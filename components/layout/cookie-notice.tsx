'use client';

import Link from 'next/link';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CHOICE_MADE_ATTRIBUTE,
  onCookieNoticeOpen,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '@/lib/consent/cookie-consent';

// Layout effects do not run on the server; this one must run before the browser paints.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A non-modal notice: the page stays usable, and both choices carry the same weight. It is rendered into the
 * static HTML (open), and closed before first paint when a choice was already made (see consentBootScript).
 */
const SPACE_PROPERTY = '--cookie-notice-space';

/**
 * While the notice is open, `--cookie-notice-space` on <html> is the room it takes at the foot of the screen: the
 * page's bottom scroll padding and the check's fixed step bar use it, so no focused control is hidden behind the
 * notice (WCAG 2.4.11). globals.css guesses it until this has measured.
 */
function useReservedSpace(open: boolean) {
  const notice = useRef<HTMLElement>(null);
  useBeforePaint(() => {
    const element = notice.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const reserve = () => {
      const offset = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(SPACE_PROPERTY, `${element.offsetHeight + offset}px`);
    };
    reserve();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      root.style.removeProperty(SPACE_PROPERTY);
    };
  }, [open]);
  return notice;
}

export function CookieNotice() {
  const [open, setOpen] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const notice = useReservedSpace(open);

  useBeforePaint(() => {
    if (readConsent() !== null) setOpen(false);
    // From here on React decides whether the notice shows; the boot script's hiding rule has done its job.
    document.documentElement.removeAttribute(CHOICE_MADE_ATTRIBUTE);
  }, []);

  useEffect(
    () =>
      onCookieNoticeOpen(() => {
        setOpen(true);
        requestAnimationFrame(() => headingRef.current?.focus());
      }),
    [],
  );

  if (!open) return null;

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setOpen(false);
  };
  const buttonClass =
    'min-h-11 flex-1 rounded-md border-2 border-pink px-4 py-2 font-semibold text-ink hover:bg-pink-soft';

  return (
    // On a phone it takes at most a quarter of the screen (the short wording, tighter spacing); the full wording
    // from the `sm` width up.
    <section
      ref={notice}
      aria-labelledby="cookie-notice-heading"
      className="cookie-notice fixed inset-x-2 bottom-2 z-40 mx-auto max-w-2xl rounded-lg border border-line bg-surface p-3 shadow-lg sm:inset-x-4 sm:p-4"
      data-testid="cookie-notice"
    >
      <h2
        id="cookie-notice-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-body text-sm font-semibold sm:text-base"
      >
        Cookies on this site
      </h2>
      <p className="mt-0.5 text-sm text-ink-muted sm:mt-1">
        <span className="sm:hidden">
          Only essential cookies today; optional ones, if we add any, only if you accept.{' '}
        </span>
        <span className="hidden sm:inline">
          We use only essential cookies and storage: to keep you signed in, remember your theme and remember this
          choice. We set no optional cookies today; if we ever add some (for page statistics), none will be set unless
          you accept.{' '}
        </span>
        <Link href="/cookie" className="text-ink">
          Read about cookies
        </Link>
      </p>
      <div className="mt-2 flex gap-3 sm:mt-3">
        <button type="button" className={buttonClass} onClick={() => choose('accepted')}>
          Accept
        </button>
        <button type="button" className={buttonClass} onClick={() => choose('rejected')}>
          Reject
        </button>
      </div>
    </section>
  );
}
