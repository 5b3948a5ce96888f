'use client';

import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { isNetworkError, isSessionInvalidError } from '@/lib/auth/error-kinds';
import { readStoredTokens } from '@/lib/auth/session-cookies';
import {
  authReducer,
  initialAuthState,
  unverifiedClaims,
  userFromClaims,
  type AuthEvent,
  type AuthState,
} from './auth-state';
import { documentCookies } from './document-cookies';
import { clearPendingSignUp } from './pending-sign-up';
import { recordSignedIn } from './signed-in-hint-store';

/**
 * One store for the whole page: the menu, the popup and the forms read it through `useAuthState()`. It follows
 * Amplify's Hub 'auth' events, so signing in or out anywhere updates everything without a reload.
 */
let state: AuthState = initialAuthState;
const listeners = new Set<() => void>();
let clientId = '';
let started = false;
let endingSession = false;

function sameState(a: AuthState, b: AuthState): boolean {
  return (
    a.status === b.status &&
    a.unreachable === b.unreachable &&
    a.user?.email === b.user?.email &&
    a.user?.givenName === b.user?.givenName &&
    a.user?.isAdmin === b.user?.isAdmin
  );
}

function dispatch(event: AuthEvent): void {
  const next = authReducer(state, event);
  // Keep the public pages' hint in step with what the service said (it may be stale or missing).
  if (next.status !== 'loading') recordSignedIn({ signedIn: next.status === 'signedIn', isAdmin: next.user?.isAdmin });
  // Re-reading an unchanged session (tab focus, token refresh) must not re-render every reader.
  if (sameState(next, state)) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function getServerAuthState(): AuthState {
  return initialAuthState;
}

export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the session cookie says, unverified, for when the service cannot be reached to renew it. */
function cachedUser() {
  const tokens = readStoredTokens(documentCookies, clientId);
  return tokens ? userFromClaims(unverifiedClaims(tokens.idToken)) : null;
}

/**
 * Spec section 4: a session the service has ended (revoked, expired, user disabled or gone, reset required)
 * signs her out here too and clears the cached tokens. Amplify's local sign-out does both and announces it.
 */
export async function endSessionLocally(): Promise<void> {
  if (endingSession) return;
  endingSession = true;
  try {
    await signOut();
  } catch {
    // Spec section 8: a failed sign-out is not shown; the state below still says signed out.
  } finally {
    endingSession = false;
    dispatch({ type: 'signedOut' });
  }
}

/** Reads the session, renewing the tokens if they have expired. */
export async function refreshAuthState(): Promise<void> {
  try {
    const { tokens } = await fetchAuthSession();
    dispatch({ type: 'session', user: userFromClaims(tokens?.idToken?.payload) });
  } catch (error) {
    if (isNetworkError(error)) dispatch({ type: 'unreachable', cachedUser: cachedUser() });
    else if (isSessionInvalidError(error)) await endSessionLocally();
    else dispatch({ type: 'session', user: null });
  }
}

function onAuthEvent(payload: { event: string; data?: unknown }): void {
  switch (payload.event) {
    case 'signedIn':
    case 'autoSignIn': // Amplify v5's name; v6 announces auto sign-in as 'signedIn'.
    case 'tokenRefresh':
      void refreshAuthState();
      break;
    case 'signedOut':
      clearPendingSignUp();
      dispatch({ type: 'signedOut' });
      break;
    case 'tokenRefresh_failure': {
      const error = (payload.data as { error?: unknown } | undefined)?.error;
      if (isNetworkError(error)) dispatch({ type: 'unreachable', cachedUser: cachedUser() });
      else if (isSessionInvalidError(error)) void endSessionLocally();
      break;
    }
    default:
      break;
  }
}

/** Started once, by `ConfigureAmplify`, right after Amplify is configured. */
export function startAuthStore(userPoolClientId: string): void {
  clientId = userPoolClientId;
  if (started) return;
  started = true;
  Hub.listen('auth', ({ payload }) => onAuthEvent(payload));
  // Another tab may have signed in or out (the cookies are shared): look again when she comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshAuthState();
  });
  void refreshAuthState();
}
