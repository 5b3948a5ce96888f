'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { PrizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';

// Longer delays make setTimeout fire at once; a page left open for 24 days before the close is re-checked on reload.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the prize draw still takes entries, by the browser's clock, for anything that invites one. Hydrates
 * with what the server rendered (no mismatch, and nothing moves while the draw is open), then follows the clock,
 * including the moment it closes while the page is open.
 */
export function usePrizeDrawOpen({ closesAt, openWhenRendered }: PrizeDrawCloseForBrowser): boolean {
  const closes = Date.parse(closesAt);
  const subscribe = useCallback(
    (onClose: () => void) => {
      const wait = closes - Date.now();
      if (wait <= 0 || wait > LONGEST_TIMER_MS) return () => {};
      const timer = window.setTimeout(onClose, wait);
      return () => window.clearTimeout(timer);
    },
    [closes],
  );
  return useSyncExternalStore(
    subscribe,
    () => Date.now() < closes,
    () => openWhenRendered,
  );
}
