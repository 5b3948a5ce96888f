'use client';

/**
 * The one seam through which client UI asks whether the visitor is signed in (the menu, the prize-draw popup).
 * Sign-in does not exist yet, so everyone is a signed-out visitor.
 */
export function useIsSignedIn(): boolean {
  return false;
}
