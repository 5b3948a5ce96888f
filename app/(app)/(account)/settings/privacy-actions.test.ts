import { DataError } from '@/lib/data/errors';
import { initialFormState } from '@/lib/forms/form-state';
import { ACCOUNT_NOT_DELETED, type DeleteAccountField } from '@/lib/forms/delete-account';
import type { ConsentChange } from '@/lib/auth/identity-admin';

type Attributes = Record<string, string>;

/** What "Delete my account" tells her when erasure cannot finish: her account is kept, nothing claims otherwise. */
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ origin: 'http://localhost:3300' }),
  cookies: async () => ({ getAll: () => [], delete: () => undefined }),
}));
jest.mock('@/lib/config', () => ({
  config: { siteUrl: 'http://localhost:3300', auth: { userPoolClientId: 'client' } },
}));
jest.mock('@/lib/auth/session', () => ({
  requireUser: async () => ({ sub: 'user-1', email: 'ada@example.com', accessToken: 'token' }),
}));
const deleteIdentity = jest.fn();
const calls: string[] = [];
jest.mock('@/lib/auth/identity-api', () => ({
  passwordIsCorrect: async () => true,
  deleteIdentity: (token: string) => deleteIdentity(token),
}));
// Her consent records are the server's admin writes (her own token may not write them): who and what is recorded.
const attributes: Record<string, string> = {};
const changeConsentRecords = jest.fn(
  async (session: { sub: string }, decide: (current: Attributes) => ConsentChange) => {
    const change = decide({ ...attributes });
    if (change.set || change.remove) calls.push(`cognito for ${session.sub}`);
    Object.assign(attributes, change.set);
    for (const name of change.remove ?? []) delete attributes[name];
    return change;
  },
);
jest.mock('@/lib/auth/identity-admin', () => ({
  changeConsentRecords: (session: { sub: string }, decide: (current: Attributes) => ConsentChange) =>
    changeConsentRecords(session, decide),
}));
const setHealthPaused = jest.fn(async (paused: boolean) => void calls.push(`record paused=${paused}`));
jest.mock('@/lib/data/users', () => ({ setHealthPaused: (paused: boolean) => setHealthPaused(paused) }));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));
const deleteMyData = jest.fn();
jest.mock('@/lib/data/privacy', () => ({ deleteMyData: () => deleteMyData() }));

// Imported after the mocks so the action picks them up.
const { deleteMyAccount, setHealthConsent } = require('./privacy-actions') as typeof import('./privacy-actions');

// The failure is logged by design (lib/data/errors.ts); the log line is not what is tested here.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
beforeEach(() => {
  for (const name of Object.keys(attributes)) delete attributes[name];
});

function form(): FormData {
  const data = new FormData();
  data.set('password', 'correct horse');
  return data;
}

test.each(['unavailable', 'failed'] as const)(
  'an erasure that fails (%s) keeps her account and asks her to try again',
  async (kind) => {
    deleteMyData.mockRejectedValue(new DataError(kind, 'DeleteMyData', 'InternalFailure'));
    const state = await deleteMyAccount(initialFormState<DeleteAccountField>(), form());
    expect(state).toMatchObject({ status: 'failed', message: ACCOUNT_NOT_DELETED, values: {} });
    expect(deleteIdentity).not.toHaveBeenCalled();
  },
);

function choice(value: 'give' | 'withdraw'): FormData {
  const data = new FormData();
  data.set('choice', value);
  return data;
}

test('withdrawing consent tells her record first, so the reminder job stops reading her checks; giving it tells it after', async () => {
  calls.length = 0;
  expect(await setHealthConsent(initialFormState<'choice'>(), choice('withdraw'))).toMatchObject({ status: 'saved' });
  expect(calls).toEqual(['record paused=true', 'cognito for user-1']);
  calls.length = 0;
  expect(await setHealthConsent(initialFormState<'choice'>(), choice('give'))).toMatchObject({ status: 'saved' });
  expect(calls).toEqual(['cognito for user-1', 'record paused=false']);
});

test('when her record cannot be told, nothing is withdrawn and she is asked to try again', async () => {
  calls.length = 0;
  changeConsentRecords.mockClear();
  setHealthPaused.mockRejectedValueOnce(new DataError('unavailable', 'UpdateAccountUser', 'HTTP 503'));
  expect(await setHealthConsent(initialFormState<'choice'>(), choice('withdraw'))).toMatchObject({ status: 'failed' });
  expect(changeConsentRecords).not.toHaveBeenCalled();
});

test('when Cognito cannot record her withdrawal, her record is put back: nothing is withdrawn, as she is told', async () => {
  calls.length = 0;
  changeConsentRecords.mockRejectedValueOnce(
    Object.assign(new Error('Identity call failed: InternalErrorException'), { name: 'IdentityError' }),
  );
  const state = await setHealthConsent(initialFormState<'choice'>(), choice('withdraw'));
  expect(state).toMatchObject({ status: 'failed' });
  expect(calls).toEqual(['record paused=true', 'record paused=false']);
});

test('the server records her consent on her own account, from her session, whatever the form names', async () => {
  calls.length = 0;
  const given = choice('give');
  given.set('sub', 'someone-else');
  given.set('username', 'someone-else');
  await setHealthConsent(initialFormState<'choice'>(), given);
  expect(calls).toEqual(['cognito for user-1', 'record paused=false']);
  expect(attributes).toEqual({ 'custom:health_version': expect.any(String), 'custom:health_at': expect.any(String) });
  const recordedAt = Date.parse(attributes['custom:health_at']!);
  expect(Math.abs(recordedAt - Date.now())).toBeLessThan(60_000);

  await setHealthConsent(initialFormState<'choice'>(), choice('withdraw'));
  // When she gave it and which version stay; the withdrawal gets its own time, from this server's clock.
  expect(attributes).toEqual({
    'custom:health_version': expect.any(String),
    'custom:health_at': new Date(recordedAt).toISOString(),
    'custom:health_withdrawn_at': expect.any(String),
  });
  expect(Math.abs(Date.parse(attributes['custom:health_withdrawn_at']!) - Date.now())).toBeLessThan(60_000);
});

test('withdrawing twice keeps the first withdrawal time; giving again starts a new consent and clears it', async () => {
  Object.assign(attributes, {
    'custom:health_version': '2025-06',
    'custom:health_at': '2026-01-01T09:00:00.000Z',
    'custom:health_withdrawn_at': '2026-03-01T10:00:00.000Z',
  });
  await setHealthConsent(initialFormState<'choice'>(), choice('withdraw'));
  expect(attributes['custom:health_withdrawn_at']).toBe('2026-03-01T10:00:00.000Z');

  await setHealthConsent(initialFormState<'choice'>(), choice('give'));
  expect(attributes['custom:health_withdrawn_at']).toBeUndefined();
  expect(Date.parse(attributes['custom:health_at']!)).toBeGreaterThan(Date.parse('2026-03-01T10:00:00.000Z'));
});

test('an older withdrawal (version "withdrawn", no withdrawal time) is given again as a new consent', async () => {
  attributes['custom:health_version'] = 'withdrawn';
  await setHealthConsent(initialFormState<'choice'>(), choice('give'));
  expect(attributes['custom:health_version']).not.toBe('withdrawn');
  expect(attributes['custom:health_at']).toEqual(expect.any(String));
});

test('giving consent she has already given keeps the time she first gave it', async () => {
  await setHealthConsent(initialFormState<'choice'>(), choice('give'));
  const first = { ...attributes };
  calls.length = 0;
  await setHealthConsent(initialFormState<'choice'>(), choice('give'));
  expect(attributes).toEqual(first);
  expect(calls).toEqual(['record paused=false']);
});
