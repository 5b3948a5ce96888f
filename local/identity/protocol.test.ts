import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../server';
import { callCognito, startTestStack } from '../test-support';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId } from './pool';
import { SEED_ACCOUNTS } from './seed';

let stack: Awaited<ReturnType<typeof startTestStack>>;
const [demo] = SEED_ACCOUNTS;
const A = (2n ** 2000n + 12345n).toString(16);

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const passwordSignIn = (USERNAME: string, PASSWORD: string) =>
  callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME, PASSWORD },
  });

describe('wire format', () => {
  test('errors are HTTP 400 with __type, message and x-amzn-errortype', async () => {
    const response = await passwordSignIn(demo.email, 'Wrong-Passw0rd!');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(response.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  test('unknown actions, bad JSON and unknown clients are refused', async () => {
    expect((await callCognito(stack, 'AdminDeleteUser', {})).body.__type).toBe('UnknownOperationException');
    const badJson = await fetch(`${stack.url}/identity`, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: '{nope',
    });
    expect(badJson.status).toBe(400);
    const wrongClient = await callCognito(stack, 'ForgotPassword', { ClientId: 'abc', Username: demo.email });
    expect(wrongClient.body.__type).toBe('ResourceNotFoundException');
  });

  test('CORS preflights from localhost origins are answered; other origins get no allow-origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.url}/identity`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target',
        },
      });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173']) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-headers')).toEqual(
        expect.stringContaining('content-type, x-amz-target, x-amz-user-agent, cache-control, authorization'),
      );
    }
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const post = await callCognito(stack, 'GetUser', { AccessToken: 'x' }, { origin: 'http://localhost:3000' });
    expect(post.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

describe('no user enumeration', () => {
  const startSrp = (USERNAME: string) =>
    callCognito(stack, 'InitiateAuth', { ClientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME, SRP_A: A } });

  test('an unknown name gets a PASSWORD_VERIFIER challenge shaped like a real one, stable across calls', async () => {
    const real = await startSrp(demo.email);
    const unknown = await startSrp('nobody@example.com');
    const again = await startSrp('nobody@example.com');
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.ChallengeParameters).sort()).toEqual(
      Object.keys(real.body.ChallengeParameters).sort(),
    );
    expect(unknown.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(unknown.body.ChallengeParameters.USER_ID_FOR_SRP).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(again.body.ChallengeParameters.SALT).toBe(unknown.body.ChallengeParameters.SALT);
    expect(again.body.ChallengeParameters.USER_ID_FOR_SRP).toBe(unknown.body.ChallengeParameters.USER_ID_FOR_SRP);
  });

  test('a forged secret block is refused as wrong credentials', async () => {
    const { body } = await startSrp(demo.email);
    const answer = await callCognito(stack, 'RespondToAuthChallenge', {
      ClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: body.ChallengeParameters.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: Buffer.from('forged block of bytes, long enough').toString('base64'),
        TIMESTAMP: 'Tue Nov 4 09:05:03 UTC 2025',
        PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32).toString('base64'),
      },
    });
    expect(answer.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  test('resending a code to an unknown name looks like success and sends nothing', async () => {
    const response = await callCognito(stack, 'ResendConfirmationCode', { ClientId, Username: 'nobody@example.com' });
    expect(response.body.CodeDeliveryDetails).toEqual({
      Destination: 'n***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(stack.identity.mailbox('nobody@example.com')).toEqual([]);
  });
});

describe('throttling', () => {
  test('after 5 wrong passwords in 15 minutes even the right one is refused, for real and unknown names alike', async () => {
    stack.identity.createUser({ email: 'target@example.com', password: 'R1ght-Password', status: 'CONFIRMED' });
    for (const name of ['target@example.com', 'phantom@example.com']) {
      for (let i = 0; i < 5; i += 1)
        expect((await passwordSignIn(name, 'Wr0ng-Password')).body.message).toBe('Incorrect username or password.');
      expect((await passwordSignIn(name, 'R1ght-Password')).body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Password attempts exceeded',
      });
    }
    stack.clock.advance(15 * 60 * 1000 + 1000);
    expect((await passwordSignIn('target@example.com', 'R1ght-Password')).status).toBe(200);
  });

  test('after 5 wrong codes the next attempt gets LimitExceededException, even with the right code', async () => {
    const email = 'guesser@example.com';
    await callCognito(stack, 'SignUp', { ClientId, Username: email, Password: 'Gu3ss-Work!' });
    const code = stack.identity.mailbox(email)[0]?.code ?? '';
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await callCognito(stack, 'ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: wrong });
      expect(attempt.body.__type).toBe('CodeMismatchException');
    }
    const blocked = await callCognito(stack, 'ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
    expect(blocked.body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  test('codes cannot be sent without limit', async () => {
    const types: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      types.push((await callCognito(stack, 'ForgotPassword', { ClientId, Username: demo.email })).body.__type ?? 'ok');
    }
    expect(types).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'LimitExceededException']);
  });
});

describe('devices (tracking off) and the mailbox', () => {
  test('no devices are listed and any device key is unknown', async () => {
    const { body } = await passwordSignIn(demo.email, demo.password);
    const AccessToken = body.AuthenticationResult.AccessToken;
    expect(body.AuthenticationResult.NewDeviceMetadata).toBeUndefined();
    expect((await callCognito(stack, 'ListDevices', { AccessToken })).body).toEqual({ Devices: [] });
    for (const action of ['GetDevice', 'ForgetDevice', 'UpdateDeviceStatus']) {
      expect((await callCognito(stack, action, { AccessToken, DeviceKey: 'eu-west-2_x' })).body.__type).toBe(
        'ResourceNotFoundException',
      );
    }
    expect((await callCognito(stack, 'ListDevices', { AccessToken: 'nope' })).body.__type).toBe(
      'NotAuthorizedException',
    );
  });

  test('/mailbox lists messages newest first, filtered by recipient', async () => {
    await callCognito(stack, 'SignUp', { ClientId, Username: 'mail1@example.com', Password: 'Ma1l-Box!!' });
    await callCognito(stack, 'ResendConfirmationCode', { ClientId, Username: 'mail1@example.com' });
    const response = await fetch(`${stack.url}/mailbox?to=MAIL1@example.com`);
    const { messages } = (await response.json()) as { messages: { to: string; code: string; text: string }[] };
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.to === 'mail1@example.com')).toBe(true);
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
    expect(messages[0]?.text).toContain(messages[0]?.code);
    // Only the newest code works.
    const old = await callCognito(stack, 'ConfirmSignUp', {
      ClientId,
      Username: 'mail1@example.com',
      ConfirmationCode: messages[1]?.code,
    });
    expect(old.body.__type ?? 'ok').toBe(messages[1]?.code === messages[0]?.code ? 'ok' : 'CodeMismatchException');
  });
});

test('users and the signing key survive a restart of a data directory', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-'));
  try {
    const first = await startLocalStack({ port: 0, dataDir, log: () => {} });
    first.identity.createUser({ email: 'stays@example.com', password: 'St4ys-Here!', status: 'CONFIRMED' });
    const jwks = await (await fetch(first.identity.jwksUrl)).json();
    await first.close();

    const second = await startLocalStack({ port: 0, dataDir, log: () => {} });
    try {
      const { keys } = (await (await fetch(second.identity.jwksUrl)).json()) as { keys: { kid: string }[] };
      expect(keys[0]?.kid).toBe((jwks as { keys: { kid: string }[] }).keys[0]?.kid);
      const signIn = await callCognito(second, 'InitiateAuth', {
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'stays@example.com', PASSWORD: 'St4ys-Here!' },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
