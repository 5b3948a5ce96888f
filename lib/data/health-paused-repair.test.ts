/**
 * `healthPaused` on her record is what the reminder job and her notices read; her consent in her identity is the
 * record of truth. Whenever they differ (a withdrawal from an older release left none, or one of the settings
 * action's two writes failed), loading her account copies her consent onto her record; when they agree it writes
 * nothing.
 */
import { getItem } from '@/backend/store/records';
import { singletonKey } from '@/backend/store/keys';
import { useDataTestStack } from '@/local/test-support';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { loadCurrentUser } from './users';

jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
jest.mock('@/lib/auth/consent-repair', () => ({ repairMissingConsentRecords: async () => ({}) }));
// Her identity as the identity service holds it now; the lib/auth tests cover reading it.
const identity: { attributes: Record<string, string> | null } = { attributes: null };
jest.mock('@/lib/auth/current-identity', () => ({ currentIdentityAttributes: async () => identity.attributes }));

const data = useDataTestStack();

async function storedUser(uid: string) {
  return getItem(data.stack().api!.store, singletonKey(uid, 'User'));
}

test('an older withdrawal is recorded as healthPaused when her account loads, and only once', async () => {
  const session = await data.newMember('withdrawn-long-ago');
  await loadCurrentUser(session); // her first sign-in made her record, before healthPaused existed
  expect((await storedUser(session.sub))?.healthPaused).toBeUndefined();

  identity.attributes = { [CUSTOM_ATTRIBUTES.healthVersion]: 'withdrawn' };
  await loadCurrentUser(session);
  const repaired = await storedUser(session.sub);
  expect(repaired?.healthPaused).toBe(true);

  await loadCurrentUser(session);
  expect((await storedUser(session.sub))?.revision).toBe(repaired?.revision);
});

test('consent not withdrawn: recorded as not paused, once; an unreachable identity service writes nothing', async () => {
  const session = await data.newMember('consenting');
  await loadCurrentUser(session);

  identity.attributes = null;
  await loadCurrentUser(session);
  expect((await storedUser(session.sub))?.healthPaused).toBeUndefined();

  identity.attributes = { [CUSTOM_ATTRIBUTES.healthVersion]: '2025-06' };
  await loadCurrentUser(session);
  const recorded = await storedUser(session.sub);
  expect(recorded?.healthPaused).toBe(false);
  await loadCurrentUser(session);
  expect((await storedUser(session.sub))?.revision).toBe(recorded?.revision);
});

test('a record that disagrees with her consent is corrected on her next load, either way', async () => {
  const session = await data.newMember('half-saved');
  identity.attributes = { [CUSTOM_ATTRIBUTES.healthVersion]: '2025-06' };
  await loadCurrentUser(session); // her first sign-in makes her record
  await loadCurrentUser(session);
  expect((await storedUser(session.sub))?.healthPaused).toBe(false);

  // Withdrawn in Cognito, but the write to her record failed.
  identity.attributes = { ...identity.attributes, [CUSTOM_ATTRIBUTES.healthWithdrawnAt]: '2026-03-01T10:00:00.000Z' };
  await loadCurrentUser(session);
  expect((await storedUser(session.sub))?.healthPaused).toBe(true);

  // Given again in Cognito, but the write to her record failed: her notices and reminders come back too.
  identity.attributes = { [CUSTOM_ATTRIBUTES.healthVersion]: '2025-06' };
  await loadCurrentUser(session);
  const corrected = await storedUser(session.sub);
  expect(corrected?.healthPaused).toBe(false);
  await loadCurrentUser(session);
  expect((await storedUser(session.sub))?.revision).toBe(corrected?.revision);
});
