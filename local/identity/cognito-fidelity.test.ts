import { callCognito, latestCode, startTestStack } from '../test-support';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId } from './pool';
import { SEED_ACCOUNTS } from './seed';

// What a real pool (PreventUserExistenceErrors: ENABLED, the README's schema) answers, so a local pass means the
// same on AWS. Issue 17, items 4 and 5.
let stack: Awaited<ReturnType<typeof startTestStack>>;
const [demo] = SEED_ACCOUNTS;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const signUp = (Username: string, UserAttributes: { Name: string; Value: string }[] = []) =>
  callCognito(stack, 'SignUp', { ClientId, Username, Password: 'Fidel1ty-Pass!', UserAttributes });

async function passwordSignIn(USERNAME: string, PASSWORD: string) {
  const { body } = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME, PASSWORD },
  });
  return body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
}

describe('user existence', () => {
  test('ResendConfirmationCode answers a confirmed account exactly as an unknown one, and mails neither', async () => {
    const confirmed = await callCognito(stack, 'ResendConfirmationCode', { ClientId, Username: demo.email });
    const unknown = await callCognito(stack, 'ResendConfirmationCode', { ClientId, Username: 'demx@example.com' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual(unknown.body);
    expect(confirmed.body.CodeDeliveryDetails).toEqual({
      Destination: 'd***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(stack.identity.mailbox(demo.email)).toEqual([]);
  });

  test('an unconfirmed account still gets a new code', async () => {
    await signUp('waiting@example.com');
    await callCognito(stack, 'ResendConfirmationCode', { ClientId, Username: 'waiting@example.com' });
    expect(stack.identity.mailbox('waiting@example.com')).toHaveLength(2);
  });

  test('what Cognito itself still tells apart: SignUp of a registered email, ConfirmSignUp of a confirmed one', async () => {
    expect((await signUp(demo.email)).body.__type).toBe('UsernameExistsException');
    const confirm = await callCognito(stack, 'ConfirmSignUp', {
      ClientId,
      Username: demo.email,
      ConfirmationCode: '123456',
    });
    expect(confirm.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
  });
});

describe('a case-insensitive pool (UsernameConfiguration CaseSensitive: false, as infra/lib/identity-stack.ts)', () => {
  const emailAttribute = async (AccessToken: string) => {
    const { body } = await callCognito(stack, 'GetUser', { AccessToken });
    return (body.UserAttributes as { Name: string; Value: string }[]).find(({ Name }) => Name === 'email')?.Value;
  };

  test('her email in any case is one account, and comes back in lower case from GetUser and her ID token', async () => {
    expect((await signUp('Jane.Doe@Example.com')).status).toBe(200);
    expect((await signUp('jane.doe@example.com')).body.__type).toBe('UsernameExistsException');
    const ConfirmationCode = await latestCode(stack, 'jane.doe@example.com');
    await callCognito(stack, 'ConfirmSignUp', { ClientId, Username: 'JANE.DOE@EXAMPLE.COM', ConfirmationCode });

    const { AccessToken, IdToken } = await passwordSignIn('jane.DOE@example.COM', 'Fidel1ty-Pass!');
    expect(await emailAttribute(AccessToken)).toBe('jane.doe@example.com');
    expect(stack.identity.verifyToken(IdToken)).toMatchObject({ email: 'jane.doe@example.com' });
  });

  test('a changed email she typed in mixed case comes back in lower case once verified', async () => {
    await signUp('mixed.before@example.com');
    const ConfirmationCode = await latestCode(stack, 'mixed.before@example.com');
    await callCognito(stack, 'ConfirmSignUp', { ClientId, Username: 'mixed.before@example.com', ConfirmationCode });
    const { AccessToken } = await passwordSignIn('mixed.before@example.com', 'Fidel1ty-Pass!');
    await callCognito(stack, 'UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'email', Value: 'Mixed.After@Example.com' }],
    });
    const Code = await latestCode(stack, 'mixed.after@example.com');
    await callCognito(stack, 'VerifyUserAttribute', { AccessToken, AttributeName: 'email', Code });
    expect(await emailAttribute(AccessToken)).toBe('mixed.after@example.com');
  });
});

describe('input a real pool refuses', () => {
  const tooLong = `${'a'.repeat(117)}@example.com`; // 129 characters

  test.each(['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'ForgotPassword', 'ConfirmForgotPassword'])(
    '%s refuses a username over 128 characters',
    async (action) => {
      const response = await callCognito(stack, action, {
        ClientId,
        Username: tooLong,
        Password: 'Fidel1ty-Pass!',
        ConfirmationCode: '123456',
      });
      expect(response.body).toEqual({
        __type: 'InvalidParameterException',
        message:
          "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must have length less than or equal to 128",
      });
    },
  );

  test('a 128-character email is accepted', async () => {
    expect((await signUp(`${'b'.repeat(116)}@example.com`)).status).toBe(200);
  });

  test('custom attributes outside the pool schema are refused; the schema’s own are kept', async () => {
    const unknown = await signUp('custom@example.com', [{ Name: 'custom:role', Value: 'Admin' }]);
    expect(unknown.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Attributes did not conform to the schema: custom:role: Attribute does not exist in the schema.\n',
    });
    expect(stack.identity.findUser('custom@example.com')).toBeNull();
    expect((await signUp('custom@example.com', [{ Name: 'custom:prefix', Value: 'Dr' }])).status).toBe(200);
  });

  test('UpdateUserAttributes refuses an unknown custom attribute too', async () => {
    const { AccessToken } = await passwordSignIn(demo.email, demo.password);
    const response = await callCognito(stack, 'UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'custom:admin', Value: 'yes' }],
    });
    expect(response.body.__type).toBe('InvalidParameterException');
  });

  test('RevokeToken takes refresh tokens only: access and id tokens are UnsupportedTokenTypeException', async () => {
    const { AccessToken, IdToken, RefreshToken } = await passwordSignIn(demo.email, demo.password);
    for (const Token of [AccessToken, IdToken]) {
      const response = await callCognito(stack, 'RevokeToken', { ClientId, Token });
      expect(response.status).toBe(400);
      expect(response.body.__type).toBe('UnsupportedTokenTypeException');
    }
    // Nothing was revoked by the refused calls; the refresh token still works and can be revoked.
    expect((await callCognito(stack, 'GetUser', { AccessToken })).status).toBe(200);
    expect((await callCognito(stack, 'RevokeToken', { ClientId, Token: RefreshToken })).status).toBe(200);
  });
});

describe('tokens as AppSync checks them (identity.verifyToken, used by /graphql)', () => {
  test('a signed-out access token verifies until it expires, an hour after it was issued', async () => {
    const { AccessToken } = await passwordSignIn(demo.email, demo.password);
    await callCognito(stack, 'GlobalSignOut', { AccessToken });
    expect(stack.identity.verifyToken(AccessToken)).toMatchObject({ token_use: 'access' });
    stack.clock.advance(60 * 60 * 1000 + 1000);
    expect(stack.identity.verifyToken(AccessToken)).toBeNull();
  });

  test('only the raw JWT: a "Bearer " prefix does not verify', async () => {
    const { AccessToken } = await passwordSignIn(demo.email, demo.password);
    expect(stack.identity.verifyToken(`Bearer ${AccessToken}`)).toBeNull();
  });
});
