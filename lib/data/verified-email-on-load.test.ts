/**
 * Reminders go to the email on her User record. After she confirms a new email, settings copies it there; when
 * that copy fails she is told to reload, so loading her account must copy it: from her ID token, once the identity
 * service says that email is hers and verified.
 */
import { getItem } from '@/backend/store/records';
import { singletonKey } from '@/backend/store/keys';
import { callCognito, useDataTestStack } from '@/local/test-support';
import { loadCurrentUser } from './users';

jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
jest.mock('@/lib/auth/consent-repair', () => ({ repairMissingConsentRecords: async () => ({}) }));
// Her identity as the identity service holds it now; the lib/auth tests cover reading it.
const identity: { attributes: Record<string, string> | null } = { attributes: null };
jest.mock('@/lib/auth/current-identity', () => ({ currentIdentityAttributes: async () => identity.attributes }));

const data = useDataTestStack();

const storedUser = (uid: string) => getItem(data.stack().api!.store, singletonKey(uid, 'User'));
const storedEmail = async (uid: string) => (await storedUser(uid))?.email;

/** She confirms a new email with its code and signs in again; her record is not told (the sync failed). */
async function changeEmail(before: { sub: string; accessToken: string }) {
  const email = `moved-${before.sub.slice(0, 8)}@example.com`;
  await callCognito(data.stack(), 'UpdateUserAttributes', {
    AccessToken: before.accessToken,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  const Code = data.stack().identity.mailbox(email)[0]?.code ?? '';
  await callCognito(data.stack(), 'VerifyUserAttribute', {
    AccessToken: before.accessToken,
    AttributeName: 'email',
    Code,
  });
  return data.signIn(email, 'Member-Passw0rd!');
}

test('her verified new email reaches her record when her account next loads, and is written once', async () => {
  const before = await data.newMember('moving');
  await loadCurrentUser(before);
  const after = await changeEmail(before);
  identity.attributes = { email: after.email, email_verified: 'true' };
  expect(await storedEmail(after.sub)).toBe(before.email);

  expect((await loadCurrentUser(after)).email).toBe(after.email);
  const stored = await storedUser(after.sub);
  expect(stored?.email).toBe(after.email);

  await loadCurrentUser(after);
  expect((await storedUser(after.sub))?.revision).toBe(stored?.revision);
});

test('a token older than her change (another device) does not put her old email back', async () => {
  const before = await data.newMember('two-devices');
  await loadCurrentUser(before);
  const after = await changeEmail(before);
  identity.attributes = { email: after.email, email_verified: 'true' };
  await loadCurrentUser(after);

  // The other device still holds her old ID token until it refreshes.
  data.sendToken(before.idToken);
  expect((await loadCurrentUser(before)).email).toBe(after.email);
  expect(await storedEmail(after.sub)).toBe(after.email);
});

test('nothing is copied while the identity service cannot be reached', async () => {
  const before = await data.newMember('offline');
  await loadCurrentUser(before);
  const after = await changeEmail(before);
  identity.attributes = null;
  expect((await loadCurrentUser(after)).email).toBe(before.email);
  expect(await storedEmail(after.sub)).toBe(before.email);
});
