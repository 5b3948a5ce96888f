/** @jest-environment jsdom */
import { z } from 'zod';
import { checkOutboxKey, flushOutbox, pendingEntries, queueEntry } from '@/lib/offline/outbox';
import { RECORD_ID_FIELD } from '@/lib/forms/record';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { SESSION_ENDED_QUEUED_MESSAGE, sendThroughAction } from './offline-action';
import { sessionExpiringIn } from '@/lib/auth/client/testing/amplify-session';

jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolId: 'pool' } } }) } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn(), signOut: jest.fn() }));
const mockedFetchAuthSession = jest.mocked(fetchAuthSession);
const mockedSignOut = jest.mocked(signOut);

/**
 * The shared-laptop case end to end, short of a browser: a tab rendered for her kept a check in its outbox
 * while offline; meanwhile she signed out in another tab and someone else signed in. When the connection
 * returns, the tab's outbox sends through the real form action, whose session is now the other account's.
 */
let signedIn = 'user-other';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'https://venus.example' }) }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: signedIn, isAdmin: false }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'https://venus.example' } }));
jest.mock('@/lib/auth/health-consent', () => ({ HEALTH_PAUSED_MESSAGE: '' }));
let consent = 'given';
jest.mock('@/lib/data/health-consent', () => ({ healthConsentOf: async () => consent }));

// Imported after the mocks so the action picks them up.
const { formAction, ACTION_MESSAGES } =
  require('@/lib/actions/form-action') as typeof import('@/lib/actions/form-action');

const schema = z.object({ note: z.string() });
const run = jest.fn(async (_values: { note: string }, _context: { user: { sub: string } }) => ({}));
const saveCheck = formAction<typeof schema, 'note', object>({
  path: '/checking',
  health: true,
  schema,
  record: 'create',
  operation: 'CreateObservation',
  run,
  saved: () => ({ message: 'Saved.' }),
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const HER = 'user-her';
const HER_BOX = checkOutboxKey(HER);
const queued = (recordId: string) => ({
  recordId,
  input: { [RECORD_ID_FIELD]: recordId, note: 'A lump, left side' },
  queuedAt: '2025-06-15T09:00:00.000Z',
});
const MINE = '0b7c4f1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f';
const OLDER = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';

beforeEach(() => {
  signedIn = 'user-other';
  consent = 'given';
  mockedSignOut.mockReset();
  run.mockClear();
  mockedFetchAuthSession.mockReset().mockResolvedValue(sessionExpiringIn(50));
});

test('her queued entries are not sent as whoever is signed in now: they stay on the device, with the reason', async () => {
  const storage = memoryStorage();
  queueEntry(storage, HER_BOX, { ...queued(MINE), owner: HER });
  queueEntry(storage, HER_BOX, queued(OLDER)); // queued before entries named their owner
  const send = (entry: Parameters<typeof sendThroughAction>[1]) => sendThroughAction(saveCheck, entry);

  const whileOther = await flushOutbox(storage, HER_BOX, HER, send);
  expect(run).not.toHaveBeenCalled();
  expect(whileOther.sent).toEqual([]);
  expect(pendingEntries(storage, HER_BOX).map((e) => [e.recordId, e.lastError])).toEqual([
    [MINE, ACTION_MESSAGES.otherAccount],
    [OLDER, ACTION_MESSAGES.otherAccount],
  ]);

  // She signs in again as herself: the same entries are sent, as her.
  signedIn = HER;
  const asHer = await flushOutbox(storage, HER_BOX, HER, send);
  expect(asHer.sent).toEqual([MINE, OLDER]);
  expect(run.mock.calls.map(([, context]) => context.user.sub)).toEqual([HER, HER]);
  expect(pendingEntries(storage, HER_BOX)).toEqual([]);
});

test('a session about to expire is renewed before a queued entry is sent, so it is sent as her', async () => {
  signedIn = HER;
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(1)).mockResolvedValueOnce(sessionExpiringIn(60));
  const result = await sendThroughAction(saveCheck, { ...queued(MINE), owner: HER });
  expect(mockedFetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  expect(result).toEqual({ outcome: 'sent' });
  expect(run).toHaveBeenCalledTimes(1);
});

test('when her session has ended, nothing is sent: the entry stays on the device, saying to sign in again', async () => {
  signedIn = HER;
  // Amplify answers a refused refresh token with no tokens at all.
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(-5)).mockResolvedValueOnce({} as never);
  const storage = memoryStorage();
  queueEntry(storage, HER_BOX, { ...queued(MINE), owner: HER });
  const send = (entry: Parameters<typeof sendThroughAction>[1]) => sendThroughAction(saveCheck, entry);

  const ended = await flushOutbox(storage, HER_BOX, HER, send);
  expect(run).not.toHaveBeenCalled();
  expect(ended.sent).toEqual([]);
  expect(pendingEntries(storage, HER_BOX).map((e) => e.lastError)).toEqual([SESSION_ENDED_QUEUED_MESSAGE]);

  // Signed in again in another tab: sent on the next try.
  mockedFetchAuthSession.mockResolvedValue(sessionExpiringIn(60));
  expect((await flushOutbox(storage, HER_BOX, HER, send)).sent).toEqual([MINE]);
});

test('a session the server found ended (a sign-out elsewhere) is ended here too; her entry stays for after sign-in', async () => {
  signedIn = HER;
  // Her tokens have time left, so the browser cannot tell; the identity service has revoked them.
  consent = 'signed-out';
  const storage = memoryStorage();
  queueEntry(storage, HER_BOX, { ...queued(MINE), owner: HER });
  const send = (entry: Parameters<typeof sendThroughAction>[1]) => sendThroughAction(saveCheck, entry);

  const refused = await flushOutbox(storage, HER_BOX, HER, send);
  expect(refused.sent).toEqual([]);
  expect(run).not.toHaveBeenCalled();
  // Amplify's local sign-out only: not a global one, and nothing of hers is deleted from the device.
  expect(mockedSignOut).toHaveBeenCalledTimes(1);
  expect(mockedSignOut).toHaveBeenCalledWith();
  expect(pendingEntries(storage, HER_BOX).map((e) => [e.recordId, e.lastError])).toEqual([
    [MINE, SESSION_ENDED_QUEUED_MESSAGE],
  ]);

  // Signed in again: sent on the next try.
  consent = 'given';
  expect((await flushOutbox(storage, HER_BOX, HER, send)).sent).toEqual([MINE]);
});
