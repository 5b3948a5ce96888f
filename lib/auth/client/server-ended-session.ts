'use client';

/**
 * The server has found her session ended (`FormState.sessionEnded`, or a page that asks her to sign in again).
 * A sign-out on another device revokes her tokens at the identity service before they expire, and the browser
 * only reads their expiry: without this it would go on calling her signed in, /signin would offer "Continue"
 * back to the refusal, and only Sign out (which deletes what she has not yet sent) would get her out. Ending the
 * session here clears the cookies and keeps her records on the device. Loaded when needed, like the renewal.
 */
export function endSessionTheServerEnded(): Promise<void> {
  return import('./auth-store').then(
    ({ endSessionLocally }) => endSessionLocally(),
    () => undefined,
  );
}
