/**
 * A small cookie that tells public pages what to show in the menu ("Sign in", or "Account" and, for the team,
 * "Admin") without loading the sign-in library (Amplify is most of a public page's JavaScript otherwise). It is
 * a hint for display only: it holds no personal data and no secret, just `1` or `admin`, and nothing on the
 * server trusts it; every page with personal data still verifies the session, and every admin page and
 * operation checks the group itself. Readable by script by design (not httpOnly); Secure and host-only like every
 * cookie of the app's own (`__Host-`), which Chromium also allows on http://localhost.
 */
export const SIGNED_IN_HINT_COOKIE = '__Host-signed_in_hint';

/** Its name before it took the prefix: cleared whenever the hint is written, so no browser keeps it. */
export const LEGACY_SIGNED_IN_HINT_COOKIE = 'signed_in_hint';

/** As long as a session can last without her signing in again (the refresh token's 30 days). */
export const SIGNED_IN_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

export type StoredHint = 'signedOut' | 'signedIn' | 'admin';

const VALUES = { signedIn: '1', admin: 'admin' } as const;

/** What the cookie header (`document.cookie` or a request's Cookie) says; anything else counts as signed out. */
export function readSignedInHint(cookieHeader: string): StoredHint {
  for (const pair of cookieHeader.split(/;\s*/)) {
    if (pair === `${SIGNED_IN_HINT_COOKIE}=${VALUES.signedIn}`) return 'signedIn';
    if (pair === `${SIGNED_IN_HINT_COOKIE}=${VALUES.admin}`) return 'admin';
  }
  return 'signedOut';
}

/** The `document.cookie` assignment that sets the hint, or clears it when she is signed out. */
export function signedInHintCookie(hint: StoredHint): string {
  const attributes = ['Path=/', 'SameSite=Lax', 'Secure'];
  return hint === 'signedOut'
    ? [`${SIGNED_IN_HINT_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ')
    : [`${SIGNED_IN_HINT_COOKIE}=${VALUES[hint]}`, `Max-Age=${SIGNED_IN_HINT_MAX_AGE_S}`, ...attributes].join('; ');
}

/** The `document.cookie` assignment that removes the hint's old, unprefixed cookie. */
export const CLEAR_LEGACY_SIGNED_IN_HINT = `${LEGACY_SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
