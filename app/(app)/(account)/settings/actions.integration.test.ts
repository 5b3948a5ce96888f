/**
 * Saving her details in settings against the local stack (its Cognito protocol and /graphql): her record and
 * her sign-in account say the same afterwards, also when another tab's save lands in the middle of this one, and a
 * sign-in account that refuses the change loses nothing.
 */
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '@/local/identity/pool';
import { callCognito, useDataTestStack } from '@/local/test-support';
import type { SessionUser } from '@/lib/auth/session';
import { initialFormState } from '@/lib/forms/form-state';
import type { SettingsField, SettingsState } from '@/lib/forms/settings';
import type { AccountUser } from '@/lib/data/account-user';
import { expectedInput } from '@/lib/forms/account-expected';

const settings = {
  siteUrl: 'http://localhost:3300',
  auth: { userPoolEndpoint: '', userPoolClientId: LOCAL_USER_POOL_CLIENT_ID, userPoolId: LOCAL_USER_POOL_ID },
};
let session: SessionUser;
jest.mock('@/lib/config', () => ({ config: settings }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => session }));
jest.mock('@/lib/data/client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
// The identity service's side of a first sign-in is tested in lib/auth/consent-repair.test.ts.
jest.mock('@/lib/auth/consent-repair', () => ({ repairMissingConsentRecords: async () => ({}) }));

/** What happens around the next sign-in-account write (another tab's save meanwhile): `write` is that write itself. */
let interleave: ((write: () => Promise<unknown>) => Promise<unknown>) | null = null;
jest.mock('./identity-call', () => {
  const actual = jest.requireActual('./identity-call');
  return {
    ...actual,
    identity: (operation: string, run: () => Promise<unknown>) => {
      const around = interleave;
      interleave = null;
      const write = () => actual.identity(operation, run);
      return around ? around(write) : write();
    },
  };
});

// Imported after the mocks so they pick them up.
const { saveSettings } = require('./actions') as typeof import('./actions');
const { loadCurrentUser, saveOfferCategories } = require('@/lib/data/users') as typeof import('@/lib/data/users');
const { getIdentityAttributes } = require('@/lib/auth/identity-api') as typeof import('@/lib/auth/identity-api');

const data = useDataTestStack();
beforeAll(() => {
  settings.auth.userPoolEndpoint = `${data.stack().url}/identity`;
});

/** The form as the page renders it: with her details as read then (`read`: a page's, or a saved answer's). */
function form(fields: Record<string, string>, read: AccountUser | SettingsState): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('expected', 'read' in read ? expectedInput('details', read.read).expected : (read.values.expected ?? ''));
  return body;
}

const initial = initialFormState<SettingsField>();
const NAMED = { prefix: 'Dr', given: 'Grace', family: 'Hopper' };
const SIGN_UP = { given_name: 'Grace', family_name: 'Hopper', phone_number: '+447700900982', 'custom:prefix': 'Dr' };

test('a corrected name and a cleared phone and title are changed in her sign-in account too', async () => {
  session = await data.newMember('settings-sync', SIGN_UP);
  const opened = await loadCurrentUser(session);
  expect(opened).toMatchObject({ prefix: 'Dr', phone: '+447700900982' });

  const state = await saveSettings(initial, form({ given: 'Grace Brewster', family: 'Hopper' }, opened));
  expect(state).toMatchObject({ status: 'saved', message: 'Your details have been saved.' });
  expect(state.values).toMatchObject({ given: 'Grace Brewster', phone: '', prefix: '' });

  const attributes = await getIdentityAttributes(session.accessToken);
  expect(attributes).toMatchObject({ given_name: 'Grace Brewster', family_name: 'Hopper' });
  expect(attributes).not.toHaveProperty('phone_number');
  expect(attributes).not.toHaveProperty('custom:prefix');

  // A phone typed the UK way is stored once, in E.164, in both places.
  // From the same form: it carries her details as its first save stored them, so this is no conflict.
  const again = await saveSettings(state, form({ prefix: 'Ms', given: 'Grace', phone: '07700 900123' }, state));
  expect(again.status).toBe('saved');
  expect(await getIdentityAttributes(session.accessToken)).toMatchObject({
    'custom:prefix': 'Ms',
    given_name: 'Grace',
    phone_number: '+447700900123',
  });
  expect(await getIdentityAttributes(session.accessToken)).not.toHaveProperty('family_name');
  expect(await loadCurrentUser(session)).toMatchObject({ prefix: 'Ms', familyName: null, phone: '+447700900123' });
}, 30_000);

test('when her sign-in account refuses the change, nothing is saved, she is told and what she typed stays', async () => {
  session = await data.newMember('settings-refused', SIGN_UP);
  const opened = await loadCurrentUser(session);
  // Signed out everywhere meanwhile: Cognito refuses her token, though /graphql still accepts it until it expires.
  await callCognito(data.stack(), 'GlobalSignOut', { AccessToken: session.accessToken });

  const typed = { prefix: 'Dr', given: 'Grace', family: 'Hopper', phone: '' };
  const state = await saveSettings(initial, form(typed, opened));
  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/What you typed is still here/);
  expect(state.values).toMatchObject(typed);
  expect(await loadCurrentUser(session)).toMatchObject({ phone: '+447700900982' });
}, 30_000);

test('a form opened before another window saved her details is refused, and neither place is changed', async () => {
  session = await data.newMember('settings-two-tabs', SIGN_UP);
  const opened = await loadCurrentUser(session);
  const inTabB = await saveSettings(initial, form({ ...NAMED, phone: '07700 900123' }, opened));
  expect(inTabB.status).toBe('saved');

  // Tab A still shows the old phone; she changes her first name there.
  const inTabA = await saveSettings(initial, form({ ...NAMED, given: 'Amazing Grace', phone: '07700 900982' }, opened));
  expect(inTabA.status).toBe('failed');
  expect(inTabA.message).toMatch(/changed in another window/);
  expect(inTabA.values).toMatchObject({ given: 'Amazing Grace' });
  expect(await loadCurrentUser(session)).toMatchObject({ givenName: 'Grace', phone: '+447700900123' });
  expect(await getIdentityAttributes(session.accessToken)).toMatchObject({
    given_name: 'Grace',
    phone_number: '+447700900123',
  });

  // Tab B's save sent again (its answer lost): what it sends is stored already, so it is saved, not a conflict.
  const retried = await saveSettings(initial, form({ ...NAMED, phone: '07700 900123' }, opened));
  expect(retried).toMatchObject({ status: 'saved', message: 'Your details have been saved.' });
}, 30_000);

test('offer news chosen on the same page since the form was filled does not stop her details being saved', async () => {
  session = await data.newMember('settings-offer-news', SIGN_UP);
  const opened = await loadCurrentUser(session);
  await saveOfferCategories(['BEAUTY']);

  const state = await saveSettings(initial, form({ ...NAMED, given: 'Amazing Grace' }, opened));
  expect(state).toMatchObject({ status: 'saved', message: 'Your details have been saved.' });
  expect(await loadCurrentUser(session)).toMatchObject({ givenName: 'Amazing Grace', offerCategories: ['BEAUTY'] });
}, 30_000);

/**
 * Tab A's save of a changed first name, both tabs opened on the same details; `around` runs A's sign-in-account write
 * (after A's check) and tab B's whole save of a new phone, in the order the test needs.
 */
async function raceTwoTabs(
  label: string,
  around: (writeTabA: () => Promise<unknown>, saveInTabB: () => Promise<void>) => Promise<unknown>,
) {
  session = await data.newMember(label, SIGN_UP);
  const opened = await loadCurrentUser(session);
  const saveInTabB = async () => {
    expect((await saveSettings(initial, form({ ...NAMED, phone: '07700 900123' }, opened))).status).toBe('saved');
  };
  interleave = (writeTabA) => around(writeTabA, saveInTabB);
  const typed = { ...NAMED, given: 'Amazing Grace', phone: '07700 900982' };
  return { typed, state: await saveSettings(initial, form(typed, opened)) };
}

test('another window saving between the check and her record write: her sign-in account is put back to match her record', async () => {
  // B's save lands whole just before A writes her sign-in account: A's record write is then refused.
  const { typed, state } = await raceTwoTabs('settings-race', async (writeTabA, saveInTabB) => {
    await saveInTabB();
    return writeTabA();
  });

  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/^Your details were not saved: your account was changed in another window/);
  expect(state.values).toMatchObject(typed);
  expect(await loadCurrentUser(session)).toMatchObject({ givenName: 'Grace', phone: '+447700900123' });
  expect(await getIdentityAttributes(session.accessToken)).toMatchObject({
    'custom:prefix': 'Dr',
    given_name: 'Grace',
    family_name: 'Hopper',
    phone_number: '+447700900123',
  });
}, 30_000);

test('when putting her sign-in account back fails too, she is still told nothing was saved, and no detail is logged', async () => {
  // Signed out everywhere just after A's sign-in-account write: the repair's write with her token is refused.
  const { typed, state } = await raceTwoTabs('settings-race-unrepaired', async (writeTabA, saveInTabB) => {
    await saveInTabB();
    await writeTabA();
    await callCognito(data.stack(), 'GlobalSignOut', { AccessToken: session.accessToken });
  });

  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/^Your details were not saved: your account was changed in another window/);
  expect(state.values).toMatchObject(typed);
  expect(await loadCurrentUser(session)).toMatchObject({ givenName: 'Grace', phone: '+447700900123' });
  const logged = JSON.stringify(jest.mocked(console.error).mock.calls);
  expect(logged).toMatch(/RestoreIdentityDetails failed/);
  expect(logged).not.toMatch(/Grace|Hopper|7700/);
}, 30_000);
