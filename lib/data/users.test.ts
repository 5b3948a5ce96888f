import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { SessionUser } from '@/lib/auth/session';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId } from '@/local/identity/pool';
import { SEED_ACCOUNTS } from '@/local/identity/seed';
import { startLocalStack, type LocalStack } from '@/local/server';
import { callCognito } from '@/local/test-support';
import { loadAccount, loadCurrentUser, updateProfileDetails } from './users';

/**
 * lib/data against the local stack's real /graphql. Only the request-scoped client is replaced (it needs
 * Next's request context): this one sends `currentToken`, as the real one sends the session's token.
 */
let currentToken = '';
let graphqlUrl = '';
jest.mock('./client', () => ({
  getClient: () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: graphqlUrl, headers: { authorization: currentToken } }),
      defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
    }),
}));

let stack: LocalStack;
const [demo] = SEED_ACCOUNTS;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, api: true, log: () => {} });
  graphqlUrl = `${stack.url}/graphql`;
}, 30_000);
afterAll(() => stack.close());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

async function signIn(email: string, password: string): Promise<SessionUser & { refreshToken: string }> {
  const { body } = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const { AccessToken, IdToken, RefreshToken } = body.AuthenticationResult;
  const claims = stack.identity.verifyToken(IdToken) as Record<string, string>;
  currentToken = AccessToken;
  return {
    sub: claims.sub ?? '',
    email: claims.email ?? '',
    givenName: claims.given_name,
    familyName: claims.family_name,
    groups: [],
    isAdmin: false,
    accessToken: AccessToken,
    idToken: IdToken,
    refreshToken: RefreshToken,
  };
}

test('the demo user’s account loads with her completed profile', async () => {
  const session = await signIn(demo.email, demo.password);
  const result = await loadAccount(session);
  expect(result).toEqual({
    ok: true,
    value: {
      user: expect.objectContaining({
        uid: session.sub,
        givenName: 'Demo',
        reminder: 'MONTHLY',
        hasCompletedProfile: true,
      }),
      profile: {
        status: 'complete',
        summary: expect.objectContaining({ applicable: true, level: expect.any(String) }),
        answersSavedAt: expect.any(String),
      },
    },
  });
});

test('a first sign-in creates her record from the token, once', async () => {
  stack.identity.createUser({
    email: 'first@example.com',
    password: 'First-Passw0rd!',
    status: 'CONFIRMED',
    attributes: { given_name: 'Grace', family_name: 'Hopper' },
  });
  const session = await signIn('first@example.com', 'First-Passw0rd!');
  const [a, b] = await Promise.all([loadCurrentUser(session), loadCurrentUser(session)]);
  expect(a).toMatchObject({ uid: session.sub, givenName: 'Grace', familyName: 'Hopper', email: 'first@example.com' });
  expect(b.memberSince).toBe(a.memberSince);
  expect(await loadAccount(session)).toMatchObject({ ok: true, value: { profile: { status: 'not-started' } } });

  const saved = await updateProfileDetails({
    prefix: 'Dr',
    given: 'Grace',
    family: null,
    dob: '1970-12-09',
    phone: '07700 900982',
    reminder: 'WEEKLY',
  });
  expect(saved).toMatchObject({ prefix: 'Dr', familyName: null, dateOfBirth: '1970-12-09', reminder: 'WEEKLY' });
  expect(await loadCurrentUser(session)).toEqual(saved);
});

test('a token the API refuses is "unauthorised", an unreachable API "unavailable"; both are logged without data', async () => {
  const session = await signIn(demo.email, demo.password);
  // Like AppSync, /graphql accepts a signed-out token until it expires; a token it cannot verify is refused.
  currentToken = `${session.accessToken.slice(0, -4)}AAAA`;
  expect(await loadAccount(session)).toEqual({ ok: false, reason: 'unauthorised' });

  const fresh = await signIn(demo.email, demo.password);
  graphqlUrl = 'http://127.0.0.1:9/graphql';
  try {
    expect(await loadAccount(fresh)).toEqual({ ok: false, reason: 'unavailable' });
  } finally {
    graphqlUrl = `${stack.url}/graphql`;
  }
  const logged = JSON.stringify((console.error as jest.Mock).mock.calls);
  expect(logged).toContain('[data] UserByUid failed: unauthorised (HTTP 401)');
  expect(logged).toContain('[data] UserByUid failed: unavailable (TypeError)');
  expect(logged).not.toContain(fresh.accessToken.slice(0, 20));
  expect(logged).not.toContain(demo.email);
});
