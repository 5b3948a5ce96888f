import { generateKeyPairSync, sign } from 'node:crypto';
import { createManualClock } from '../clock';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId } from '../identity/pool';
import { SEED_ACCOUNTS } from '../identity/seed';
import { startLocalStack, type LocalStack } from '../server';
import { demoYear } from '../seed/demo-diary';
import { callCognito } from '../test-support';

let stack: LocalStack;
const [demo] = SEED_ACCOUNTS;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, api: true, log: () => {} });
}, 30_000);
afterAll(() => stack.close());

async function signInTokens(email: string, password: string) {
  const { body } = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
}

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

async function graphql(authorization: string | null, body: unknown) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    body: (await response.json()) as any,
  };
}

const USER_BY_UID = `query UserByUid($uid: ID!) { userByUid(uid: $uid) { items { uid given family hasCompleted reminder } } }`;

describe('without a valid token', () => {
  test.each([
    ['no Authorization header', null, 'Valid authorization header not provided.'],
    ['an empty one', '', 'Valid authorization header not provided.'],
    ['something that is not a JWT', 'not-a-token', 'Unable to parse JWT token.'],
  ])('%s gets AppSync’s 401', async (_label, authorization, message) => {
    const response = await graphql(authorization, { query: USER_BY_UID, variables: { uid: 'x' } });
    expect(response.status).toBe(401);
    expect(response.errorType).toBe('UnauthorizedException');
    expect(response.body).toEqual({ errors: [{ errorType: 'UnauthorizedException', message }] });
  });

  test('a token with the right claims signed by another key is refused', async () => {
    const { AccessToken } = await signInTokens(demo.email, demo.password);
    const [header, payload] = AccessToken.split('.') as [string, string];
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = `${header}.${payload}.${sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
    const response = await graphql(forged, { query: USER_BY_UID, variables: { uid: subOf(AccessToken) } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
    });
  });

  test('a "Bearer " prefix is refused as AppSync refuses it: the header must be the raw JWT', async () => {
    const { AccessToken } = await signInTokens(demo.email, demo.password);
    const response = await graphql(`Bearer ${AccessToken}`, {
      query: USER_BY_UID,
      variables: { uid: subOf(AccessToken) },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      errors: [{ errorType: 'UnauthorizedException', message: 'Unable to parse JWT token.' }],
    });
  });

  test('as on AppSync, a signed-out access token still works until it expires; the pool itself refuses it', async () => {
    const { AccessToken, RefreshToken } = await signInTokens(demo.email, demo.password);
    await callCognito(stack, 'GlobalSignOut', { AccessToken });
    await callCognito(stack, 'RevokeToken', { ClientId, Token: RefreshToken });
    expect((await callCognito(stack, 'GetUser', { AccessToken })).body.__type).toBe('NotAuthorizedException');
    const response = await graphql(AccessToken, { query: USER_BY_UID, variables: { uid: subOf(AccessToken) } });
    expect(response.status).toBe(200);
    expect(response.body.data.userByUid.items).toHaveLength(1);
  });
});

describe('with a token from the identity service', () => {
  test('the demo user finds her seeded record, profile and a year of checks', async () => {
    const { AccessToken } = await signInTokens(demo.email, demo.password);
    const uid = subOf(AccessToken);
    const response = await graphql(AccessToken, {
      query: `query Demo($uid: ID!) {
        userByUid(uid: $uid) { items { uid given family hasCompleted reminder } }
        profileByUid(uid: $uid) { items { riskLevel } }
        observationByUid(uid: $uid, limit: 100) { items { id } }
      }`,
      variables: { uid },
    });
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.userByUid.items).toEqual([
      { uid, given: 'Demo', family: 'User', hasCompleted: true, reminder: 'MONTHLY' },
    ]);
    expect(response.body.data.profileByUid.items).toHaveLength(1);
    // A self-check a week after each period: 12 or 13 in a year, depending on where today falls in her cycle.
    const seededChecks = demoYear(uid, new Date()).checks.length;
    expect(seededChecks).toBeGreaterThanOrEqual(12);
    expect(response.body.data.observationByUid.items).toHaveLength(seededChecks);
  });

  test('a new user creates her own record with her id token, and cannot read another user’s', async () => {
    const email = 'new-user@example.com';
    const { sub } = stack.identity.createUser({ email, password: 'New-Passw0rd!', status: 'CONFIRMED' });
    const { AccessToken, IdToken } = await signInTokens(email, 'New-Passw0rd!');

    const before = await graphql(AccessToken, { query: USER_BY_UID, variables: { uid: sub } });
    expect(before.body).toEqual({ data: { userByUid: { items: [] } } });

    const created = await graphql(IdToken, {
      query: `mutation Create($input: CreateUserInput!) { createUser(input: $input) { uid given email reminder hasCompleted } }`,
      variables: { input: { id: sub, given: 'Nia' } },
      operationName: 'Create',
    });
    expect(created.body).toEqual({
      data: { createUser: { uid: sub, given: 'Nia', email, reminder: 'NONE', hasCompleted: false } },
    });

    const { AccessToken: demoToken } = await signInTokens(demo.email, demo.password);
    const foreign = await graphql(AccessToken, { query: USER_BY_UID, variables: { uid: subOf(demoToken) } });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toBeNull();
    expect(foreign.body.errors).toEqual([
      expect.objectContaining({
        errorType: 'Unauthorized',
        message: 'Not Authorized to access userByUid on type Query',
      }),
    ]);
  });

  test('50 aliased exportMyData fields are refused whole, not answered with megabytes', async () => {
    const { AccessToken } = await signInTokens(demo.email, demo.password);
    const fields = Array.from({ length: 50 }, (_, index) => `e${index}: exportMyData`).join(' ');
    const response = await graphql(AccessToken, { query: `{ ${fields} }` });
    expect(response.status).toBe(200);
    expect(response.body.data).toBeNull();
    expect(response.body.errors.map((error: { message: string }) => error.message)).toEqual([
      'The operation asks for 50 root fields; at most 5 are allowed.',
      'The operation uses 50 aliases; at most 5 are allowed.',
    ]);
  });

  test('a body that is not a GraphQL request is a 400, not a crash', async () => {
    const { AccessToken } = await signInTokens(demo.email, demo.password);
    for (const body of ['{', '[]', JSON.stringify({ query: 42 })]) {
      const response = await graphql(AccessToken, body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].errorType).toBe('MalformedHttpRequestException');
    }
  });
});

describe('a token the host has already accepted', () => {
  test('is refused the moment it expires, and a forged copy of it never works', async () => {
    const clock = createManualClock();
    const own = await startLocalStack({ port: 0, inMemory: true, clock, api: { seedDemo: false }, log: () => {} });
    try {
      const email = 'kept-token@example.com';
      const password = 'Kept-Passw0rd!';
      own.identity.createUser({ email, password, status: 'CONFIRMED' });
      const { body } = await callCognito(own, 'InitiateAuth', {
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      const token = body.AuthenticationResult.AccessToken as string;
      const ask = async (authorization: string) =>
        (
          await fetch(`${own.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization },
            body: JSON.stringify({ query: USER_BY_UID, variables: { uid: subOf(token) } }),
          })
        ).status;
      expect(await ask(token)).toBe(200);
      expect(await ask(token)).toBe(200);
      // Same header and claims, another signature: not the token that was checked.
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
      expect(await ask(`${header}.${payload}.${flipped}`)).toBe(401);
      clock.advance(60 * 60 * 1000 + 1000);
      expect(await ask(token)).toBe(401);
    } finally {
      await own.close();
    }
  });
});
