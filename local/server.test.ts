import { sendJson } from './http/router';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId } from './identity/pool';
import { SEED_ACCOUNTS } from './identity/seed';
import { startLocalStack, type LocalStack } from './server';
import { callCognito } from './test-support';

let stack: LocalStack;
const [demo] = SEED_ACCOUNTS;

beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    inMemory: true,
    log: () => {},
    // The shape the GraphQL host will use: a route built once the stack (and so the issuer) exists.
    routes: ({ identity }) => [
      {
        prefix: '/graphql',
        handle(req, res) {
          const claims = identity.verifyToken(req.headers.authorization ?? '');
          if (!claims) sendJson(res, 401, { errors: [{ errorType: 'UnauthorizedException' }] });
          else sendJson(res, 200, { data: { sub: claims.sub, groups: claims['cognito:groups'] ?? null } });
        },
      },
    ],
  });
});
afterAll(() => stack.close());

async function graphql(token: string) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { authorization: token },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

test('extra routes are mounted beside /identity and can check user-pool tokens', async () => {
  const { body } = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
  });
  const { AccessToken, IdToken, RefreshToken } = body.AuthenticationResult;

  const withAccess = await graphql(AccessToken);
  expect(withAccess.status).toBe(200);
  expect(withAccess.body.data.sub).toEqual(expect.any(String));
  expect((await graphql(IdToken)).status).toBe(200);
  // verifyToken checks what AppSync checks: the raw JWT, and not revocation.
  expect((await graphql(`Bearer ${IdToken}`)).status).toBe(401);
  expect((await graphql('')).status).toBe(401);

  await callCognito(stack, 'RevokeToken', { ClientId, Token: RefreshToken });
  expect((await graphql(AccessToken)).status).toBe(200);
});

test('unknown paths get a JSON 404', async () => {
  const response = await fetch(`${stack.url}/nothing-here`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: 'No local route for /nothing-here' });
});

test('every answer carries X-Content-Type-Options: nosniff', async () => {
  const answers = await Promise.all([
    fetch(`${stack.url}/nothing-here`),
    fetch(`${stack.url}/mailbox?to=${encodeURIComponent(demo.email)}`),
    fetch(`${stack.url}/graphql`, { method: 'POST', body: '{}' }),
    fetch(`${stack.url}/identity`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000' } }),
    fetch(`${stack.url}/identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: 'not-a-token' }),
    }),
  ]);
  expect(answers.map((response) => response.headers.get('x-content-type-options'))).toEqual(
    Array(answers.length).fill('nosniff'),
  );
});
