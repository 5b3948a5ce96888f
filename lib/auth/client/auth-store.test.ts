/** @jest-environment jsdom */
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { getAuthState, startAuthStore } from './auth-store';

jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn(), signOut: jest.fn() }));

const mockedFetchAuthSession = jest.mocked(fetchAuthSession);
const mockedSignOut = jest.mocked(signOut);
const AMPLIFY = Symbol.for('amplify_default'); // Hub refuses the protected 'auth' channel without Amplify's symbol

function tokensFor(claims: Record<string, unknown>) {
  return {
    tokens: {
      idToken: { payload: claims, toString: () => 'id' },
      accessToken: { payload: {}, toString: () => 'access' },
    },
  };
}

function serviceError(name: string) {
  return Object.assign(new Error(name), { name });
}

function hub(event: string, data?: unknown) {
  Hub.dispatch('auth', { event, data } as never, 'Auth', AMPLIFY);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  mockedFetchAuthSession.mockResolvedValue({} as never);
  startAuthStore('client');
  await settle();
});

beforeEach(async () => {
  mockedSignOut.mockReset().mockImplementation(async () => hub('signedOut'));
  mockedFetchAuthSession.mockResolvedValue(
    tokensFor({ sub: 's1', email: 'jo@example.com', 'cognito:groups': ['Users', 'Admin'] }) as never,
  );
  hub('signedIn');
  await settle();
});

test('a sign-in event reads the session: the user, and admin from her groups', () => {
  expect(getAuthState()).toEqual({
    status: 'signedIn',
    user: { email: 'jo@example.com', givenName: undefined, isAdmin: true },
  });
});

test('a sign-out event clears the user', async () => {
  hub('signedOut');
  expect(getAuthState()).toEqual({ status: 'signedOut' });
});

test('a refresh that fails for want of a network keeps her signed in', async () => {
  hub('tokenRefresh_failure', { error: serviceError('NetworkError') });
  await settle();
  expect(mockedSignOut).not.toHaveBeenCalled();
  expect(getAuthState()).toMatchObject({ status: 'signedIn', unreachable: true });
});

test.each(['NotAuthorizedException', 'UserNotFoundException', 'PasswordResetRequiredException'])(
  'a refresh refused with %s signs her out and clears the cached tokens',
  async (name) => {
    hub('tokenRefresh_failure', { error: serviceError(name) });
    await settle();
    expect(mockedSignOut).toHaveBeenCalledTimes(1);
    expect(getAuthState()).toEqual({ status: 'signedOut' });
  },
);

test('reading the session without a network on return to the tab is not a sign-out', async () => {
  mockedFetchAuthSession.mockRejectedValue(serviceError('NetworkError'));
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
  expect(getAuthState().status).toBe('signedIn');
  expect(mockedSignOut).not.toHaveBeenCalled();
});

test('a session the service ended elsewhere is noticed on return to the tab', async () => {
  mockedFetchAuthSession.mockResolvedValue({} as never); // another tab signed out: the cookies are gone
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
  expect(getAuthState()).toEqual({ status: 'signedOut' });
});
