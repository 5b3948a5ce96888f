/**
 * A small cookie that tells public pages whether to show "Account" or "Sign in" without loading the sign-in
 * library (Amplify is most of a public page's JavaScript otherwise). It is a hint for display only: it holds
 * no personal data and no secret, just "yes", and nothing on the server trusts it; every page with personal
 * data still verifies the session itself. Readable by script by design (not httpOnly).
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in_hint';

/** As long as a session can last without her signing in again (the refresh token's 30 days). */
export const SIGNED_IN_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

/** `true` if the cookie header (`document.cookie` or a request's Cookie) carries the hint. */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((pair) => pair === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/** The `document.cookie` assignment that sets (or, with `false`, clears) the hint. */
export function signedInHintCookie(signedIn: boolean, secure: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return signedIn
    ? [`${SIGNED_IN_HINT_COOKIE}=1`, `Max-Age=${SIGNED_IN_HINT_MAX_AGE_S}`, ...attributes].join('; ')
    : [`${SIGNED_IN_HINT_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
}
