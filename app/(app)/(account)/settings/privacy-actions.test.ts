import { DataError } from '@/lib/data/errors';
import { initialFormState } from '@/lib/forms/form-state';
import {
  ACCOUNT_NOT_DELETED,
  PASSWORD_LOCKED_OUT,
  SIGN_IN_NOT_DELETED,
  WRONG_PASSWORD,
  type DeleteAccountField,
} from '@/lib/forms/delete-account';
import type { ConsentChange } from '@/lib/auth/identity-admin';

type Attributes = Record<string, string>;

/** This browser's session cookies (Amplify's, named after the app client). */
const sessionCookies = new Set<string>();
const deleteCookie = (name: string) => void sessionCookies.delete(name);

/** What "Delete my account" tells her when erasure cannot finish: her account is kept, nothing claims otherwise. */
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ origin: 'http://localhost:3300' }),
  cookies: async () => ({ getAll: () => [...sessionCookies].map((name) => ({ name })), delete: deleteCookie }),
}));
jest.mock('@/lib/config', () => ({
  config: { siteUrl: 'http://localhost:3300', auth: { userPoolClientId: 'client' } },
}));
jest.mock('@/lib/auth/session', () => ({
  requireUser: async () => ({ sub: 'user-1', email: 'ada@example.com', accessToken: 'token' }),
}));
const { IdentityError, isPasswordLockout } = jest.requireActual(
  '@/lib/auth/identity-api',
) as typeof import('@/lib/auth/identity-api');
const deleteIdentity = jest.fn();
const endPasswordSession = jest.fn();
// Her password, checked by the identity service, starts a session of its own with a token no sign-out has revoked.
const startPasswordSession = jest.fn(async (_email: string, password: string, _sub: string) =>
  password === 'correct horse' ? { accessToken: 'fresh-token', end: endPasswordSession } : null,
);
const calls: string[] = [];
// Whether the identity service still has the account behind her cookie's token (GetUser).
const identityGone = jest.fn(async (_token: string) => false);
jest.mock('@/lib/auth/identity-api', () => ({
  isPasswordLockout: (error: unknown) => isPasswordLockout(error),
  identityGone: (token: string) => identityGone(token),
  startPasswordSession: (email: string, password: string, sub: string) => startPasswordSession(email, password, sub),
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
// What her record says before an action changes it (null: unreadable or never set).
const recordSaysPaused = jest.fn(async (_token: string, _uid: string): Promise<boolean | null> => false);
jest.mock('@/lib/data/health-paused', () => ({
  recordSaysPaused: (token: string, uid: string) => recordSaysPaused(token, uid),
}));
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

function form(password = 'correct horse'): FormData {
  const data = new FormData();
  data.set('password', password);
  return data;
}

/** What Next's redirect() throws: the wrapper hands it on to Next, which opens the page. */
const redirectedTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(`;${path};`) });

describe('deleting her account after a sign-out on another device revoked the token in her cookies', () => {
  beforeEach(() => {
    deleteMyData.mockReset().mockResolvedValue({ deletedItems: 42, unlinkedCodes: 0 });
    deleteIdentity.mockReset();
    endPasswordSession.mockReset();
    // Cognito refuses the revoked token; the data API still takes it until it expires.
    deleteIdentity.mockImplementation(async (token: string) => {
      if (token !== 'fresh-token') throw new IdentityError('NotAuthorizedException', 'Access Token has been revoked');
    });
  });

  test('her sign-in is deleted with the session her password started, and she sees the confirmation', async () => {
    await expect(deleteMyAccount(initialFormState<DeleteAccountField>(), form())).rejects.toEqual(
      redirectedTo('/account-deleted'),
    );
    expect(startPasswordSession).toHaveBeenLastCalledWith('ada@example.com', 'correct horse', 'user-1');
    expect(deleteMyData).toHaveBeenCalledTimes(1);
    expect(deleteIdentity).toHaveBeenCalledWith('fresh-token');
  });

  test('when her sign-in cannot be deleted after the erasure she is told her records are gone, and a retry finishes', async () => {
    deleteIdentity.mockRejectedValueOnce(new IdentityError('Unavailable'));
    const first = await deleteMyAccount(initialFormState<DeleteAccountField>(), form());
    expect(first).toMatchObject({ status: 'invalid', errors: { password: SIGN_IN_NOT_DELETED }, values: {} });
    expect(first.message).not.toBe(ACCOUNT_NOT_DELETED);
    // The session her password started does not outlive the attempt.
    expect(endPasswordSession).toHaveBeenCalledTimes(1);

    await expect(deleteMyAccount(first, form())).rejects.toEqual(redirectedTo('/account-deleted'));
    expect(deleteIdentity).toHaveBeenLastCalledWith('fresh-token');
  });

  test('a wrong password erases nothing and says so by its field', async () => {
    const state = await deleteMyAccount(initialFormState<DeleteAccountField>(), form('wrong horse'));
    expect(state).toMatchObject({ status: 'invalid', errors: { password: WRONG_PASSWORD }, values: {} });
    expect(deleteMyData).not.toHaveBeenCalled();
  });

  test('deleted already (on another device, or a try whose answer was lost): she is told so, not that her password is wrong', async () => {
    sessionCookies.add('CognitoIdentityServiceProvider.client.LastAuthUser');
    // The pool answers an unknown user as it answers a wrong password; GetUser with her token says it is gone.
    startPasswordSession.mockResolvedValueOnce(null);
    identityGone.mockResolvedValueOnce(true);
    await expect(deleteMyAccount(initialFormState<DeleteAccountField>(), form())).rejects.toEqual(
      redirectedTo('/account-deleted'),
    );
    expect(identityGone).toHaveBeenLastCalledWith('token');
    expect(sessionCookies.size).toBe(0);
    expect(deleteMyData).not.toHaveBeenCalled();
    expect(deleteIdentity).not.toHaveBeenCalled();
  });

  test('locked out after repeated wrong passwords, even the right one is refused as a lock-out, not as wrong', async () => {
    startPasswordSession.mockRejectedValueOnce(
      new IdentityError('NotAuthorizedException', 'Password attempts exceeded'),
    );
    const state = await deleteMyAccount(initialFormState<DeleteAccountField>(), form());
    expect(state).toMatchObject({ status: 'invalid', errors: { password: PASSWORD_LOCKED_OUT }, values: {} });
    expect(deleteMyData).not.toHaveBeenCalled();
  });
});

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

test('withdrawing again from a page that predates her withdrawal never marks her record as consenting', async () => {
  Object.assign(attributes, {
    'custom:health_version': '2025-06',
    'custom:health_withdrawn_at': '2026-03-01T10:00:00.000Z',
  });
  for (const before of [true, null]) {
    calls.length = 0;
    recordSaysPaused.mockResolvedValueOnce(before);
    // A sign-out on another device revoked her token: Cognito refuses it, so nothing can be recorded there.
    changeConsentRecords.mockRejectedValueOnce(
      new IdentityError('NotAuthorizedException', 'Access Token has been revoked'),
    );
    const state = await setHealthConsent(initialFormState<'choice'>(), choice('withdraw'));
    expect(state.status).not.toBe('saved');
    expect(calls).toEqual(['record paused=true']);
  }
  expect(attributes['custom:health_withdrawn_at']).toBe('2026-03-01T10:00:00.000Z');
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
