'use client';

import { useAuthState } from './client/use-auth-state';

/**
 * The one seam through which client UI asks whether the visitor is signed in (the menu, the prize-draw popup).
 * `null` while the stored session is still being read, so nothing aimed at signed-out visitors flashes up for
 * a signed-in one.
 */
export function useIsSignedIn(): boolean | null {
  const { status } = useAuthState();
  return status === 'loading' ? null : status === 'signedIn';
}
