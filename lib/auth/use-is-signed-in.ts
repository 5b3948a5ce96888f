'use client';

import { useSignedInHint } from './client/signed-in-hint-store';

/**
 * The one seam through which client UI asks whether the visitor is signed in (the menu, the prize-draw popup).
 * It reads the signed-in hint, not Amplify, so public pages need not load the sign-in library. `null` until it
 * is known in the browser, so nothing aimed at signed-out visitors flashes up for a signed-in one.
 */
export function useIsSignedIn(): boolean | null {
  const hint = useSignedInHint();
  return hint === 'unknown' ? null : hint !== 'signedOut';
}
