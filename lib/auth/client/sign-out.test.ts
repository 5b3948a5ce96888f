/** @jest-environment jsdom */
import { TextDecoder } from 'node:util';
import { checkOutboxKey, queueEntry } from '@/lib/offline/outbox';
import { formDraftKey } from '@/lib/offline/form-draft';
import { sessionCookiePrefix } from '@/lib/auth/session-cookies';
import { signOutEverywhere, unsentOnThisDevice } from './sign-out';

// jsdom lacks TextDecoder, which every browser has.
Object.assign(globalThis, { TextDecoder });

const CLIENT_ID = 'test-client';
const UID = '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';

jest.mock('aws-amplify', () => ({
  Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolId: 'eu-west-2_Test', userPoolClientId: CLIENT_ID } } }) },
}));
// Offline, or her refresh token revoked by a sign-out elsewhere: nothing can renew her expired tokens.
jest.mock('aws-amplify/auth', () => ({
  getCurrentUser: jest.fn(async () => {
    throw new Error('NetworkError');
  }),
  fetchAuthSession: jest.fn(async () => {
    throw new Error('NetworkError');
  }),
  signOut: jest.fn(async () => {
    for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0]))
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }),
}));

const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => btoa(part).replace(/=+$/, '')).join('.');

/** Her expired tokens, where Amplify keeps them. */
function storeExpiredTokens(sub: string) {
  const prefix = sessionCookiePrefix(CLIENT_ID);
  const expired = { sub, exp: Math.floor(Date.now() / 1000) - 3600 };
  document.cookie = `${prefix}.LastAuthUser=${sub}`;
  document.cookie = `${prefix}.${sub}.idToken=${jwt({ ...expired, token_use: 'id' })}`;
  document.cookie = `${prefix}.${sub}.accessToken=${jwt({ ...expired, token_use: 'access' })}`;
}

beforeEach(() => window.localStorage.clear());

test('with tokens that cannot be renewed, she is asked about unsent entries, and signing out removes her records', async () => {
  storeExpiredTokens(UID);
  queueEntry(window.localStorage, checkOutboxKey(UID), {
    recordId: 'a',
    input: { id: 'a' },
    queuedAt: '2026-11-01T09:00:00.000Z',
  });
  window.localStorage.setItem(formDraftKey(UID, 'mood'), '{"mood":"3"}');
  window.localStorage.setItem(formDraftKey('someone-else', 'mood'), '{}');

  expect(await unsentOnThisDevice()).toBe(1);
  expect(await signOutEverywhere()).toBe('thisDeviceOnly');
  expect(Object.keys(window.localStorage)).toEqual([formDraftKey('someone-else', 'mood')]);
});

test('with no tokens on the device there is nothing of hers to count or remove', async () => {
  window.localStorage.setItem(formDraftKey(UID, 'mood'), '{}');
  expect(await unsentOnThisDevice()).toBe(0);
  await signOutEverywhere();
  expect(Object.keys(window.localStorage)).toEqual([formDraftKey(UID, 'mood')]);
});
