'use client';

import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { isSessionInvalidError } from '@/lib/auth/error-kinds';

/**
 * Renewed this long before they expire: a request sent just before expiry still has to reach the server and be
 * checked there, and Amplify itself renews only 5 seconds before.
 */
export const RENEW_BEFORE_MS = 2 * 60_000;

/**
 * `ended` only when the identity service has said the session is over (or there is none): a network failure is
 * never read as signed out, so an offline form can still queue what she wrote.
 */
export type SessionReadiness = 'ready' | 'ended';

type Token = { payload: { exp?: number } } | undefined;

const expiresAt = (token: Token) => (token?.payload.exp ?? 0) * 1000;

/**
 * Makes sure the session cookies will still verify when a signed-in form's request reaches the server. Amplify v6
 * renews tokens only when asked (page load, a tab coming back, Hub events here), so a page left open past the
 * hour would send an expired token: the middleware and `requireUser` would redirect the request and she would
 * leave the page with her edits. This renews them first with the refresh token, which also rewrites the cookies.
 */
export async function ensureFreshSession(): Promise<SessionReadiness> {
  // Without Amplify set up here (a page that never configures it) there is nothing to renew: the server decides.
  if (!Amplify.getConfig().Auth?.Cognito?.userPoolId) return 'ready';
  try {
    const { tokens } = await fetchAuthSession();
    if (!tokens?.idToken) return 'ended';
    const soonest = Math.min(expiresAt(tokens.idToken), expiresAt(tokens.accessToken));
    if (soonest - Date.now() > RENEW_BEFORE_MS) return 'ready';
    // Amplify answers a refused refresh token (NotAuthorizedException) with no tokens, not an error.
    const renewed = await fetchAuthSession({ forceRefresh: true });
    return renewed.tokens?.idToken ? 'ready' : 'ended';
  } catch (error) {
    // A network failure or a busy service may pass: the request then goes as it would have, and the server decides.
    return isSessionInvalidError(error) ? 'ended' : 'ready';
  }
}
