/**
 * "Delete my account" end to end against the local stack (Cognito protocol and the AppSync emulator): the
 * password check, erasure of every record, the identity gone, and the email free to join again as a new person.
 */
import { allItemsOfUser } from '@/backend/store/records';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId, LOCAL_USER_POOL_ID } from '@/local/identity/pool';
import { SEED_ACCOUNTS } from '@/local/identity/seed';
import { startLocalStack, type LocalStack } from '@/local/server';
import { callCognito } from '@/local/test-support';

let stack: LocalStack;
const settings = {
  auth: { userPoolEndpoint: '', userPoolClientId: ClientId, userPoolId: LOCAL_USER_POOL_ID, region: 'eu-west-2' },
};
jest.mock('@/lib/config', () => ({ config: settings }));

// Imported after the mock so it reads the test stack's address.
const identity = require('./identity-api') as typeof import('./identity-api');
const records = require('./identity-admin') as typeof import('./identity-admin');
const [demo] = SEED_ACCOUNTS;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, api: { seedDemo: true }, log: () => {} });
  settings.auth.userPoolEndpoint = `${stack.url}/identity`;
}, 60_000);
afterAll(() => stack.close());

async function signIn(email: string, password: string): Promise<{ AccessToken: string; RefreshToken: string }> {
  const { body } = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
}

/** Counts the calls this process makes to the identity service for one Cognito action (the SDK and ours use fetch). */
function countCalls(action: string): { count: () => number; restore: () => void } {
  const spy = jest.spyOn(globalThis, 'fetch');
  const target = `AWSCognitoIdentityProviderService.${action}`;
  const named = (init?: RequestInit) => new Headers(init?.headers).get('x-amz-target') === target;
  return {
    count: () => spy.mock.calls.filter(([, init]) => named(init)).length,
    restore: () => spy.mockRestore(),
  };
}

async function graphql(token: string, query: string) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

test('erasure leaves no item of hers in the table, the identity is gone and her email can join again', async () => {
  const { AccessToken: token, RefreshToken: refresh } = await signIn(demo.email, demo.password);
  const sub = (await identity.getIdentityAttributes(token)).sub!;
  const store = stack.api!.store;
  expect((await allItemsOfUser(store, sub)).length).toBeGreaterThan(0); // the demo data
  expect(await identity.startPasswordSession(demo.email, 'not-her-password-1A!', sub)).toBeNull();
  // A wrong password for an account that is there: her token says the account is there.
  expect(await identity.identityGone(token)).toBe(false);
  // Signed out on another device: Cognito refuses her token for DeleteUser, /graphql still takes it until it expires.
  await callCognito(stack, 'GlobalSignOut', { AccessToken: token });
  await expect(identity.deleteIdentity(token)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
  // A revoked token is no sign that the account is gone.
  expect(await identity.identityGone(token)).toBe(false);
  // Her password starts a session of its own, which the sign-out before it did not revoke.
  const confirmed = await identity.startPasswordSession(demo.email, demo.password, sub);
  expect(confirmed?.accessToken).toEqual(expect.any(String));

  const erased = await graphql(token, 'mutation { deleteMyData { deletedItems unlinkedCodes } }');
  expect(erased.errors).toBeUndefined();
  await identity.deleteIdentity(confirmed!.accessToken!);

  expect(await allItemsOfUser(store, sub)).toEqual([]);
  expect((await store.profileAnswers.load(sub)) ?? null).toBeNull();
  expect(await identity.startPasswordSession(demo.email, demo.password, sub)).toBeNull();
  await expect(identity.getIdentityAttributes(confirmed!.accessToken!)).rejects.toThrow();
  // Tried again from another device still signed in: the password flow hides that the user is gone, as Cognito's
  // PreventUserExistenceErrors does; the token that device still holds is what says so.
  const unknown = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
  });
  expect(unknown.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  expect(await identity.identityGone(token)).toBe(true);
  // Signed out everywhere: no device can refresh its session.
  const refreshed = await callCognito(stack, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: refresh },
  });
  expect(refreshed.status).toBe(400);

  const again = await callCognito(stack, 'SignUp', {
    ClientId,
    Username: demo.email,
    Password: demo.password,
    UserAttributes: [{ Name: 'email', Value: demo.email }],
  });
  expect(again.status).toBe(200);
  expect(again.body.UserSub).not.toBe(sub);
}, 60_000);

test('consent: her own token may not change her consent records; the server, signing as itself, does', async () => {
  const [, admin] = SEED_ACCOUNTS;
  const { AccessToken: token } = await signIn(admin.email, admin.password);
  const sub = (await identity.getIdentityAttributes(token)).sub!;
  const forged = await callCognito(stack, 'UpdateUserAttributes', {
    AccessToken: token,
    UserAttributes: [{ Name: 'custom:health_at', Value: '2020-01-01T00:00:00.000Z' }],
  });
  expect(forged.body.__type).toBe('NotAuthorizedException');

  const session = { sub, accessToken: token };
  await records.changeConsentRecords(session, () => ({ remove: ['custom:health_at', 'custom:health_version'] }));
  expect((await identity.getIdentityAttributes(token))['custom:health_at']).toBeUndefined();
  const at = new Date().toISOString();
  // Cognito is asked about her token once per change, however many records it writes and removes.
  const getUser = countCalls('GetUser');
  const change = { set: { 'custom:health_at': at, 'custom:health_version': '2025-06' }, remove: ['custom:prize_draw'] };
  await records.changeConsentRecords(session, (current) => {
    expect(current.sub).toBe(sub);
    return change;
  });
  expect(getUser.count()).toBe(1);
  getUser.restore();
  const after = await identity.getIdentityAttributes(token);
  expect(after).toMatchObject({ 'custom:health_at': at, 'custom:health_version': '2025-06' });
  expect(after['custom:prize_draw']).toBeUndefined();

  // Signed out everywhere: her token still verifies by its signature, but the server's write is refused.
  await callCognito(stack, 'GlobalSignOut', { AccessToken: token });
  await expect(records.changeConsentRecords(session, () => ({ remove: ['custom:health_at'] }))).rejects.toThrow();
  const { AccessToken: fresh } = await signIn(admin.email, admin.password);
  expect((await identity.getIdentityAttributes(fresh))['custom:health_at']).toBe(at);
}, 60_000);

test('consent: a first sign-in makes the records the confirmation trigger failed to make, once', async () => {
  const repair = require('./consent-repair') as typeof import('./consent-repair');
  const { encodeSignUpRequest } =
    require('@/lib/validation/sign-up-request') as typeof import('@/lib/validation/sign-up-request');
  const email = 'trigger-failed@example.com';
  const password = 'Trigger-Passw0rd!';
  // Confirmed, with her sign-up request, but no records: as Cognito leaves her when the trigger fails.
  const request = { terms: '2025-06', health: '2025-06', prizeDraw: true, source: 'direct' };
  stack.identity.createUser({
    email,
    password,
    status: 'CONFIRMED',
    attributes: { 'custom:sign_up_request': encodeSignUpRequest(request) },
  });
  const { AccessToken: token } = await signIn(email, password);
  const sub = (await identity.getIdentityAttributes(token)).sub!;
  const before = Date.now();

  const made = await repair.repairMissingConsentRecords({ sub, accessToken: token });
  expect(made).toMatchObject({ 'custom:terms_version': '2025-06', 'custom:health_version': '2025-06' });
  const records = await identity.getIdentityAttributes(token);
  expect(records).toMatchObject({ 'custom:terms_version': '2025-06', 'custom:health_version': '2025-06' });
  expect(Date.parse(records['custom:terms_at']!)).toBeGreaterThanOrEqual(before);
  expect(records['custom:prize_draw']).toBeTruthy();

  // Made once: a second first-sign-in race finds them and leaves the times alone.
  expect(await repair.repairMissingConsentRecords({ sub, accessToken: token })).toEqual({});
  expect((await identity.getIdentityAttributes(token))['custom:terms_at']).toBe(records['custom:terms_at']);
}, 60_000);

test('after 5 wrong passwords even the right one is refused as a lock-out, never as a wrong password', async () => {
  const email = 'locked-out@example.com';
  const password = 'Locked-Passw0rd!';
  stack.identity.createUser({ email, password, status: 'CONFIRMED' });
  const { AccessToken: token } = await signIn(email, password);
  const sub = (await identity.getIdentityAttributes(token)).sub!;
  // Her password never acts on another account, even if the email in her token has since become someone else's.
  await expect(identity.startPasswordSession(email, password, 'someone-else')).rejects.toMatchObject({
    type: 'OtherAccount',
  });
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect(await identity.startPasswordSession(email, 'Wrong-Passw0rd!', sub)).toBeNull();
  const locked = identity.startPasswordSession(email, password, sub);
  await expect(locked).rejects.toBeInstanceOf(identity.IdentityError);
  expect(identity.isPasswordLockout(await locked.catch((error: unknown) => error))).toBe(true);
}, 60_000);
