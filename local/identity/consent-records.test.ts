import { createHash } from 'node:crypto';
import {
  AdminDeleteUserAttributesCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_SERVER_CREDENTIALS } from '@/lib/local-stack';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { CONSENT_RECORD_ATTRIBUTES } from '@/lib/validation/identity-permissions';
import { encodeSignUpRequest } from '@/lib/validation/sign-up-request';
import { callCognito, startTestStack } from '../test-support';
import { LOCAL_REGION, LOCAL_USER_POOL_CLIENT_ID as ClientId, LOCAL_USER_POOL_ID as UserPoolId } from './pool';
import { SEED_ACCOUNTS } from './seed';

// Her consent records are not the app client's to write (lib/validation/identity-permissions.ts): what a pool with
// that write list answers, the post-confirmation stamping, and the admin actions only the web server may call.
let stack: Awaited<ReturnType<typeof startTestStack>>;
const [demo] = SEED_ACCOUNTS;
const unauthorized = {
  __type: 'NotAuthorizedException',
  message: 'A client attempted to write unauthorized attribute',
};

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

async function accessTokenOf(USERNAME: string, PASSWORD: string): Promise<string> {
  const { body } = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME, PASSWORD },
  });
  return body.AuthenticationResult.AccessToken as string;
}

async function attributesOf(AccessToken: string): Promise<Record<string, string>> {
  const { body } = await callCognito(stack, 'GetUser', { AccessToken });
  return Object.fromEntries((body.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]));
}

/** The web server's SDK client, as lib/auth/identity-admin.ts builds it locally, with the given credentials. */
const adminClient = (credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_SERVER_CREDENTIALS) =>
  new CognitoIdentityProviderClient({ region: LOCAL_REGION, endpoint: `${stack.url}/identity`, credentials });

describe('the app client may not write her consent records', () => {
  test.each(CONSENT_RECORD_ATTRIBUTES)('SignUp naming %s is refused and makes no account', async (name) => {
    const email = `forger-${name.replace(/\W/g, '')}@example.com`;
    const response = await callCognito(stack, 'SignUp', {
      ClientId,
      Username: email,
      Password: 'Fidel1ty-Pass!',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: name, Value: '2020-01-01T00:00:00.000Z' },
      ],
    });
    expect(response).toMatchObject({ status: 400, body: unauthorized });
    expect(stack.identity.findUser(email)).toBeNull();
  });

  test.each(CONSENT_RECORD_ATTRIBUTES)(
    'UpdateUserAttributes and DeleteUserAttributes naming %s are refused',
    async (name) => {
      const AccessToken = await accessTokenOf(demo.email, demo.password);
      const before = await attributesOf(AccessToken);
      const update = await callCognito(stack, 'UpdateUserAttributes', {
        AccessToken,
        UserAttributes: [
          { Name: 'given_name', Value: 'Changed' },
          { Name: name, Value: 'forged' },
        ],
      });
      expect(update).toMatchObject({ status: 400, body: unauthorized });
      const removal = await callCognito(stack, 'DeleteUserAttributes', { AccessToken, UserAttributeNames: [name] });
      expect(removal).toMatchObject({ status: 400, body: unauthorized });
      expect(await attributesOf(AccessToken)).toEqual(before);
    },
  );

  test('what her browser may write still works: her name, and her sign-up request', async () => {
    const AccessToken = await accessTokenOf(demo.email, demo.password);
    const update = await callCognito(stack, 'UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'family_name', Value: 'Lovelace' }],
    });
    expect(update.status).toBe(200);
    expect(await attributesOf(AccessToken)).toMatchObject({ family_name: 'Lovelace' });
  });
});

describe('confirmation stamps her consents with the service clock, as the AWS trigger does', () => {
  async function signUpAndConfirm(email: string, request: Parameters<typeof encodeSignUpRequest>[0]) {
    const signUp = await callCognito(stack, 'SignUp', {
      ClientId,
      Username: email,
      Password: 'Fidel1ty-Pass!',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: CUSTOM_ATTRIBUTES.signUpRequest, Value: encodeSignUpRequest(request) },
      ],
    });
    expect(signUp.status).toBe(200);
    // She confirms later: the records carry the time she confirmed, not the time her browser sent anything. (A few
    // minutes: the signed admin calls below must stay within 15 minutes of the service's clock.)
    stack.clock.advance(5 * 60_000);
    const confirmedAt = new Date(stack.clock.now()).toISOString();
    const code = stack.identity.mailbox(email)[0]?.code;
    const confirm = await callCognito(stack, 'ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
    expect(confirm.status).toBe(200);
    return { confirmedAt, attributes: await attributesOf(await accessTokenOf(email, 'Fidel1ty-Pass!')) };
  }

  test('every consent she gave, with its version and the time she confirmed', async () => {
    const { confirmedAt, attributes } = await signUpAndConfirm('stamped@example.com', {
      terms: '2025-06',
      health: '2025-06',
      prizeDraw: true,
      source: 'pinkribbon',
    });
    expect(attributes).toMatchObject({
      'custom:terms_version': '2025-06',
      'custom:terms_at': confirmedAt,
      'custom:health_version': '2025-06',
      'custom:health_at': confirmedAt,
      'custom:prize_draw': confirmedAt,
      'custom:source': 'pinkribbon',
    });
  });

  test('exactly the consents she gave: none for a consent missing from her request', async () => {
    const { confirmedAt, attributes } = await signUpAndConfirm('terms-only@example.com', {
      terms: '2025-06',
      prizeDraw: false,
      source: 'not-a-partner',
    });
    expect(attributes).toMatchObject({ 'custom:terms_at': confirmedAt, 'custom:source': 'direct' });
    for (const name of ['custom:health_version', 'custom:health_at', 'custom:prize_draw'])
      expect(attributes).not.toHaveProperty([name]);
  });
});

describe('admin actions answer only the web server’s signature', () => {
  const consent = (Username: string) =>
    new AdminUpdateUserAttributesCommand({
      UserPoolId,
      Username,
      UserAttributes: [{ Name: CUSTOM_ATTRIBUTES.healthAt, Value: '2026-01-01T00:00:00.000Z' }],
    });

  test('an unsigned call is refused, even with her own access token', async () => {
    const AccessToken = await accessTokenOf(demo.email, demo.password);
    const response = await callCognito(stack, 'AdminUpdateUserAttributes', {
      AccessToken,
      UserPoolId,
      Username: demo.email,
      UserAttributes: [{ Name: CUSTOM_ATTRIBUTES.healthAt, Value: 'forged' }],
    });
    expect(response).toMatchObject({ status: 400, body: { __type: 'MissingAuthenticationTokenException' } });
    expect((await attributesOf(AccessToken))['custom:health_at']).not.toBe('forged');
  });

  test('a call signed with another key, or with the wrong secret, is refused', async () => {
    const otherKey = adminClient({ accessKeyId: 'AKIAOTHERKEY00000000', secretAccessKey: 'x' });
    await expect(otherKey.send(consent(demo.email))).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    const wrongSecret = adminClient({ accessKeyId: LOCAL_SERVER_CREDENTIALS.accessKeyId, secretAccessKey: 'guess' });
    await expect(wrongSecret.send(consent(demo.email))).rejects.toMatchObject({ name: 'InvalidSignatureException' });
  });

  test('a signed call replayed with another body is refused, whatever body hash it claims', async () => {
    const server = adminClient();
    const { sub } = stack.identity.findUser(demo.email)!;
    const original = JSON.stringify(consent(sub).input);
    // After signing: another account in the body, and the original body's hash in an unsigned header.
    server.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body: string; headers: Record<string, string> };
        request.headers['x-amz-content-sha256'] = createHash('sha256').update(original).digest('hex');
        request.body = original.replace(sub, '00000000-0000-0000-0000-000000000000');
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    await expect(server.send(consent(sub))).rejects.toMatchObject({ name: 'InvalidSignatureException' });
  });

  test('the server’s signed calls write and delete her consent records', async () => {
    const server = adminClient();
    const { sub } = stack.identity.findUser(demo.email)!;
    await server.send(consent(sub));
    const AccessToken = await accessTokenOf(demo.email, demo.password);
    expect((await attributesOf(AccessToken))['custom:health_at']).toBe('2026-01-01T00:00:00.000Z');
    await server.send(
      new AdminDeleteUserAttributesCommand({ UserPoolId, Username: sub, UserAttributeNames: ['custom:health_at'] }),
    );
    expect(await attributesOf(AccessToken)).not.toHaveProperty(['custom:health_at']);
    await expect(server.send(consent('00000000-0000-0000-0000-000000000000'))).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  });
});
