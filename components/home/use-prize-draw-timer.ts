'use client';

import { useCallback, useEffect, useState } from 'react';
import { onConsentChoice, readConsent } from '@/lib/consent/cookie-consent';

// Spec section 9: opens 12000 ms after load, fades out over 300 ms, hamper worth £160.
export const PRIZE_DRAW = { delayMs: 12_000, fadeOutMs: 300, hamperValuePounds: 160 } as const;

// Once dismissed, the popup stays closed for the rest of this browser session.
export const PRIZE_DRAW_DISMISSED_KEY = 'prizeDrawDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(PRIZE_DRAW_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Becomes due 12 s after the window's load event, unless the visitor already dismissed it this session, and
 * never while the cookie notice is unanswered: a modal over the notice would hide the choice she has to make.
 */
export function usePrizeDrawTimer() {
  const [elapsed, setElapsed] = useState(false);
  const [consentAnswered, setConsentAnswered] = useState(false);

  useEffect(() => {
    // The consent cookie is read in the browser only: the home page is prerendered.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the cookie once after hydration
    if (readConsent() !== null) setConsentAnswered(true);
    return onConsentChoice(() => setConsentAnswered(true));
  }, []);

  useEffect(() => {
    if (wasDismissed()) return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setElapsed(true), PRIZE_DRAW.delayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);

  const dismiss = useCallback(() => {
    setElapsed(false);
    try {
      sessionStorage.setItem(PRIZE_DRAW_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: it may reappear on the next visit, which is harmless.
    }
  }, []);

  return { due: elapsed && consentAnswered, dismiss };
}
