import { ADMIN_GROUP } from '@/graphql/generated/enums';

/**
 * The browser's view of who is signed in (spec section 4), as a pure reducer so the transitions can be tested
 * without Amplify. Display only: the server verifies the tokens itself before it shows anything personal.
 */
export interface AuthUser {
  email: string;
  givenName?: string;
  isAdmin: boolean;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
  /** The identity service could not be reached to renew her session; she stays signed in meanwhile. */
  unreachable?: boolean;
}

export type AuthEvent =
  /** A session was read (after start-up, a sign-in, auto sign-in or a token refresh): a user, or none. */
  | { type: 'session'; user: AuthUser | null }
  | { type: 'signedOut' }
  /** A refresh failed for want of a network: keep her signed in with what the stored token says. */
  | { type: 'unreachable'; cachedUser: AuthUser | null };

export const initialAuthState: AuthState = { status: 'loading' };

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'session':
      return event.user ? { status: 'signedIn', user: event.user } : { status: 'signedOut' };
    case 'signedOut':
      return { status: 'signedOut' };
    case 'unreachable': {
      const user = event.cachedUser ?? state.user;
      return user ? { status: 'signedIn', user, unreachable: true } : { status: 'signedOut', unreachable: true };
    }
  }
}

/**
 * The user as the ID token describes her. Spec section 4 reads the second `cognito:groups` entry; any position
 * counts here, as on the server (`lib/auth/session.ts`).
 */
export function userFromClaims(claims: Record<string, unknown> | undefined | null): AuthUser | null {
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'] : [];
  return {
    email: typeof claims.email === 'string' ? claims.email : '',
    givenName: typeof claims.given_name === 'string' && claims.given_name ? claims.given_name : undefined,
    isAdmin: groups.includes(ADMIN_GROUP),
  };
}

/** A JWT's payload, unverified: only for showing her name while the service cannot be reached. */
export function unverifiedClaims(jwt: string): Record<string, unknown> | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
