import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true once the page's script runs in the browser. For
 * values that exist only in the browser (the URL's `next`, whether script has loaded) on prerendered pages,
 * without a second render from an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
