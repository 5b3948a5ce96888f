/**
 * Saving her details in settings against the local stack (its Cognito protocol and /graphql): her record and
 * her sign-in account say the same afterwards, and a sign-in account that refuses the change loses nothing.
 */
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '@/local/identity/pool';
import { callCognito, useDataTestStack } from '@/local/test-support';
import type { SessionUser } from '@/lib/auth/session';
import { initialFormState } from '@/lib/forms/form-state';
import type { SettingsField } from '@/lib/forms/settings';

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

// Imported after the mocks so they pick them up.
const { saveSettings } = require('./actions') as typeof import('./actions');
const { loadCurrentUser } = require('@/lib/data/users') as typeof import('@/lib/data/users');
const { getIdentityAttributes } = require('@/lib/auth/identity-api') as typeof import('@/lib/auth/identity-api');

const data = useDataTestStack();
beforeAll(() => {
  settings.auth.userPoolEndpoint = `${data.stack().url}/identity`;
});

/** The form as the page renders it: with her record's revision as read then (milliseconds). */
function form(fields: Record<string, string>, revision: string): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('revision', String(Date.parse(revision)));
  return body;
}

const initial = initialFormState<SettingsField>();
const NAMED = { prefix: 'Dr', given: 'Grace', family: 'Hopper' };
const SIGN_UP = { given_name: 'Grace', family_name: 'Hopper', phone_number: '+447700900982', 'custom:prefix': 'Dr' };

test('a corrected name and a cleared phone and title are changed in her sign-in account too', async () => {
  session = await data.newMember('settings-sync', SIGN_UP);
  const opened = await loadCurrentUser(session);
  expect(opened).toMatchObject({ prefix: 'Dr', phone: '+447700900982' });

  const state = await saveSettings(initial, form({ given: 'Grace Brewster', family: 'Hopper' }, opened.revision));
  expect(state).toMatchObject({ status: 'saved', message: 'Your details have been saved.' });
  expect(state.values).toMatchObject({ given: 'Grace Brewster', phone: '', prefix: '' });

  const attributes = await getIdentityAttributes(session.accessToken);
  expect(attributes).toMatchObject({ given_name: 'Grace Brewster', family_name: 'Hopper' });
  expect(attributes).not.toHaveProperty('phone_number');
  expect(attributes).not.toHaveProperty('custom:prefix');

  // A phone typed the UK way is stored once, in E.164, in both places.
  const revision = new Date(Number(state.values.revision)).toISOString();
  await saveSettings(state, form({ prefix: 'Ms', given: 'Grace', phone: '07700 900123' }, revision));
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
  const state = await saveSettings(initial, form(typed, opened.revision));
  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/What you typed is still here/);
  expect(state.values).toMatchObject(typed);
  expect(await loadCurrentUser(session)).toMatchObject({ phone: '+447700900982' });
}, 30_000);

test('a form opened before another window saved her details is refused, and neither place is changed', async () => {
  session = await data.newMember('settings-two-tabs', SIGN_UP);
  const opened = await loadCurrentUser(session);
  const inTabB = await saveSettings(initial, form({ ...NAMED, phone: '07700 900123' }, opened.revision));
  expect(inTabB.status).toBe('saved');

  // Tab A still shows the old phone; she changes her first name there.
  const inTabA = await saveSettings(
    initial,
    form({ ...NAMED, given: 'Amazing Grace', phone: '07700 900982' }, opened.revision),
  );
  expect(inTabA.status).toBe('failed');
  expect(inTabA.message).toMatch(/changed in another window/);
  expect(inTabA.values).toMatchObject({ given: 'Amazing Grace' });
  expect(await loadCurrentUser(session)).toMatchObject({ givenName: 'Grace', phone: '+447700900123' });
  expect(await getIdentityAttributes(session.accessToken)).toMatchObject({
    given_name: 'Grace',
    phone_number: '+447700900123',
  });

  // Tab B's save sent again (its answer lost): what it sends is stored already, so it is saved, not a conflict.
  const retried = await saveSettings(initial, form({ ...NAMED, phone: '07700 900123' }, opened.revision));
  expect(retried).toMatchObject({ status: 'saved', message: 'Your details have been saved.' });
}, 30_000);
