import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { callCognito, configureAmplify, startTestStack } from '../test-support';
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from './pool';
import { SEED_ACCOUNTS } from './seed';

/**
 * SRP and scrypt are CPU-bound: a sign-in takes about 1 s on a quiet machine and over 5 s (jest's default limit)
 * when the 2 shared cores are busy, which failed these tests for load, not behaviour.
 */
const SIGN_IN_TIMEOUT_MS = 30_000;

let stack: Awaited<ReturnType<typeof startTestStack>>;
const [demo, admin] = SEED_ACCOUNTS;

beforeAll(async () => {
  stack = await startTestStack();
  configureAmplify(stack);
});
afterAll(() => stack.close());

/**
 * Verifies a token with jose against the served JWKS, the way the app's server will. jose is ESM-only and
 * jest runs CommonJS, so the check runs in a child Node process.
 */
async function verifyWithJose(token: string, audience?: string) {
  const script = `
    import { createRemoteJWKSet, jwtVerify } from 'jose';
    const jwks = createRemoteJWKSet(new URL(process.env.JWKS_URL));
    const { payload, protectedHeader } = await jwtVerify(process.env.TOKEN, jwks, {
      issuer: process.env.ISSUER,
      ...(process.env.AUDIENCE ? { audience: process.env.AUDIENCE } : {}),
      algorithms: ['RS256'],
    });
    console.log(JSON.stringify({ payload, protectedHeader }));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      TOKEN: token,
      JWKS_URL: stack.identity.jwksUrl,
      ISSUER: stack.identity.issuer,
      AUDIENCE: audience ?? '',
    },
  });
  return JSON.parse(stdout) as { payload: Record<string, unknown>; protectedHeader: Record<string, unknown> };
}

async function passwordSignIn(email: string, password: string) {
  const { body } = await callCognito(stack, 'InitiateAuth', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string; ExpiresIn: number };
}

test('the issuer is the pool under the identity path', () => {
  expect(stack.identity.issuer).toBe(`${stack.url}/identity/${LOCAL_USER_POOL_ID}`);
  expect(LOCAL_USER_POOL_ID).toMatch(/^[\w-]+_[0-9a-zA-Z]+$/);
  expect(LOCAL_USER_POOL_ID.length).toBeLessThanOrEqual(55);
  expect(LOCAL_USER_POOL_CLIENT_ID).toMatch(/^[a-z0-9]{26}$/);
});

test(
  "the admin's id token (from Amplify's SRP sign-in) carries her groups and verifies with jose",
  async () => {
    await signIn({ username: admin.email, password: admin.password });
    const { tokens } = await fetchAuthSession();
    const idToken = tokens?.idToken?.toString() ?? '';
    const { payload, protectedHeader } = await verifyWithJose(idToken, LOCAL_USER_POOL_CLIENT_ID);
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(payload).toMatchObject({
      'cognito:groups': ['Users', 'Admin'],
      'cognito:username': payload.sub,
      email: admin.email,
      email_verified: true,
      given_name: 'Admin',
      family_name: 'User',
      token_use: 'id',
      aud: LOCAL_USER_POOL_CLIENT_ID,
      iss: stack.identity.issuer,
    });
    for (const claim of ['origin_jti', 'event_id', 'jti', 'auth_time', 'iat', 'exp'])
      expect(payload).toHaveProperty(claim);
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
  },
  SIGN_IN_TIMEOUT_MS,
);

test(
  'access tokens carry the Cognito access claims and verify with jose; no group claim without groups',
  async () => {
    const result = await passwordSignIn(demo.email, demo.password);
    expect(result.ExpiresIn).toBe(3600);
    const { payload } = await verifyWithJose(result.AccessToken);
    expect(payload).toMatchObject({
      token_use: 'access',
      client_id: LOCAL_USER_POOL_CLIENT_ID,
      scope: 'aws.cognito.signin.user.admin',
      username: payload.sub,
      iss: stack.identity.issuer,
    });
    expect(payload).not.toHaveProperty('cognito:groups');
    for (const claim of ['origin_jti', 'event_id', 'jti', 'auth_time', 'iat', 'exp'])
      expect(payload).toHaveProperty(claim);
    expect(result.RefreshToken).not.toContain('.');
  },
  SIGN_IN_TIMEOUT_MS,
);

test('RevokeToken ends that session at once: refresh and GetUser are refused', async () => {
  const result = await passwordSignIn(demo.email, demo.password);
  expect((await callCognito(stack, 'GetUser', { AccessToken: result.AccessToken })).status).toBe(200);

  const revoked = await callCognito(stack, 'RevokeToken', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    Token: result.RefreshToken,
  });
  expect(revoked.status).toBe(200);

  const getUser = await callCognito(stack, 'GetUser', { AccessToken: result.AccessToken });
  expect(getUser.status).toBe(400);
  expect(getUser.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
  expect(getUser.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  const refresh = await callCognito(stack, 'InitiateAuth', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: result.RefreshToken },
  });
  expect(refresh.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
});

test('access tokens expire after an hour; refresh tokens after 30 days', async () => {
  const result = await passwordSignIn(demo.email, demo.password);
  stack.clock.advance(3600 * 1000 + 1000);
  const getUser = await callCognito(stack, 'GetUser', { AccessToken: result.AccessToken });
  expect(getUser.body.message).toBe('Access Token has expired');

  const refreshed = await callCognito(stack, 'GetTokensFromRefreshToken', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    RefreshToken: result.RefreshToken,
  });
  expect(refreshed.body.AuthenticationResult.AccessToken).toEqual(expect.any(String));
  expect(refreshed.body.AuthenticationResult.RefreshToken).toBeUndefined();

  stack.clock.advance(30 * 24 * 3600 * 1000);
  const late = await callCognito(stack, 'GetTokensFromRefreshToken', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    RefreshToken: result.RefreshToken,
  });
  expect(late.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' });
});

test('a token signed by another key is refused', async () => {
  const result = await passwordSignIn(demo.email, demo.password);
  const [header, payload] = result.AccessToken.split('.');
  const forged = `${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
  expect((await callCognito(stack, 'GetUser', { AccessToken: forged })).body.message).toBe('Invalid Access Token');
});
