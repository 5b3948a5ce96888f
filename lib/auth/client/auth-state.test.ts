import { authReducer, initialAuthState, unverifiedClaims, userFromClaims, type AuthState } from './auth-state';

const jo = { email: 'jo@example.com', givenName: 'Jo', isAdmin: false };

describe('authReducer (spec section 4)', () => {
  it('starts loading, so nothing aimed at signed-out visitors shows before the session is read', () => {
    expect(initialAuthState.status).toBe('loading');
  });

  it('a session with a user signs her in; none signs her out', () => {
    expect(authReducer(initialAuthState, { type: 'session', user: jo })).toEqual({ status: 'signedIn', user: jo });
    expect(authReducer(initialAuthState, { type: 'session', user: null })).toEqual({ status: 'signedOut' });
  });

  it('a sign-out event clears the user', () => {
    const signedIn: AuthState = { status: 'signedIn', user: jo };
    expect(authReducer(signedIn, { type: 'signedOut' })).toEqual({ status: 'signedOut' });
  });

  it('an unreachable service keeps her signed in (a network error is not a sign-out)', () => {
    const signedIn: AuthState = { status: 'signedIn', user: jo };
    expect(authReducer(signedIn, { type: 'unreachable', cachedUser: null })).toEqual({
      status: 'signedIn',
      user: jo,
      unreachable: true,
    });
  });

  it('on start-up without a network, the stored token says who she is', () => {
    expect(authReducer(initialAuthState, { type: 'unreachable', cachedUser: jo })).toEqual({
      status: 'signedIn',
      user: jo,
      unreachable: true,
    });
    expect(authReducer(initialAuthState, { type: 'unreachable', cachedUser: null }).status).toBe('signedOut');
  });

  it('a session read after the service is back clears the warning', () => {
    const offline: AuthState = { status: 'signedIn', user: jo, unreachable: true };
    expect(authReducer(offline, { type: 'session', user: jo })).toEqual({ status: 'signedIn', user: jo });
  });
});

describe('userFromClaims', () => {
  const base = { sub: 'abc', email: 'jo@example.com', given_name: 'Jo' };

  it('reads email and first name', () => {
    expect(userFromClaims(base)).toEqual(jo);
  });

  it.each([
    [['Users', 'Admin'], true],
    [['Admin'], true],
    [['Admin', 'Users'], true],
    [['Users'], false],
    [[], false],
    ['Admin', false],
  ])('groups %p make admin %p', (groups, isAdmin) => {
    expect(userFromClaims({ ...base, 'cognito:groups': groups })?.isAdmin).toBe(isAdmin);
  });

  it('no claims, no user', () => {
    expect(userFromClaims(undefined)).toBeNull();
    expect(userFromClaims({ email: 'x@example.com' })).toBeNull();
  });
});

describe('unverifiedClaims', () => {
  it('reads a JWT payload, including non-ASCII names', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'abc', given_name: 'Zoë' })).toString('base64url');
    expect(unverifiedClaims(`header.${payload}.signature`)).toEqual({ sub: 'abc', given_name: 'Zoë' });
  });

  it('returns null for garbage', () => {
    expect(unverifiedClaims('not-a-jwt')).toBeNull();
    expect(unverifiedClaims('a.%%%.c')).toBeNull();
  });
});
