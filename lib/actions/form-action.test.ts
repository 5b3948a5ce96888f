import { z } from 'zod';
import { DataError } from '@/lib/data/errors';
import { initialFormState, type FormState } from '@/lib/forms/form-state';
import { OWNER_FIELD, RECORD_ID_FIELD, REVISION_FIELD } from '@/lib/forms/record';

/** The wrapper with its Next.js surroundings replaced: request headers, the session checks and the configuration. */
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
const requireUser = jest.fn(async () => ({ sub: 'user-1', isAdmin: false }));
const requireAdmin = jest.fn(async () => ({ sub: 'admin-1', isAdmin: true }));
jest.mock('@/lib/auth/session', () => ({ requireUser: () => requireUser(), requireAdmin: () => requireAdmin() }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'https://venus.example' } }));
const healthConsentOf = jest.fn(async (): Promise<string> => 'given');
jest.mock('@/lib/data/health-consent', () => ({ healthConsentOf: () => healthConsentOf() }));
jest.mock('@/lib/auth/health-consent', () => ({
  HEALTH_PAUSED_MESSAGE: 'Your health features are paused, so this was not saved.',
  HEALTH_CONSENT_UNKNOWN_MESSAGE: 'We couldn’t check your consent just now, so this was not saved.',
}));

// Imported after the mocks so the wrapper picks them up.
const {
  formAction,
  publicFormAction,
  InvalidFields,
  ACTION_MESSAGES,
  FAILURE_MESSAGES,
  MAX_FIELD_CHARS,
  PUBLIC_ACTION_MESSAGES,
} = require('./form-action') as typeof import('./form-action');
const { createRateLimiter } = require('@/lib/security/rate-limit') as typeof import('@/lib/security/rate-limit');

const noteSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(40, 'Title must be 40 characters or fewer'),
});
type Field = 'title';

/** The store's put-if-absent, as backend/store/records.ts does it: the first write of an id wins. */
const records = new Map<string, { title: string }>();
const run = jest.fn(async (values: { title: string }, { recordId }: { recordId?: string }) => {
  if (!records.has(recordId!)) records.set(recordId!, values);
  return records.get(recordId!)!;
});
const createNote = formAction<typeof noteSchema, Field, { title: string }>({
  path: '/notes',
  schema: noteSchema,
  record: 'create',
  operation: 'CreateNote',
  run,
  saved: (note) => ({ message: `Saved “${note.title}”.` }),
});

const recordId = '0b7c4f1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f';
const initial: FormState<Field> = { ...initialFormState<Field>(), version: 3 };
function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ [RECORD_ID_FIELD]: recordId, ...fields })) data.set(name, value);
  return data;
}

beforeEach(() => {
  requestHeaders = new Headers({ origin: 'https://venus.example', host: 'venus.example' });
  records.clear();
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('a valid form is saved as her, confirmed, and ready for the next new record', async () => {
  const state = await createNote(initial, form({ title: ' Lump check ' }));
  expect(requireUser).toHaveBeenCalled();
  expect(run).toHaveBeenCalledWith(
    { title: 'Lump check' },
    expect.objectContaining({ recordId, user: expect.objectContaining({ sub: 'user-1' }) }),
  );
  expect(state).toMatchObject({ status: 'saved', message: 'Saved “Lump check”.', errors: {}, version: 4 });
  expect(state.values[RECORD_ID_FIELD]).toMatch(/^[0-9a-f-]{36}$/);
  expect(state.values[RECORD_ID_FIELD]).not.toBe(recordId);
});

test('a health form is refused, nothing saved and what she typed kept, while her consent is withdrawn', async () => {
  const createCheck = formAction<typeof noteSchema, Field, { title: string }>({
    path: '/checking',
    health: true,
    schema: noteSchema,
    record: 'create',
    operation: 'CreateObservation',
    run,
    saved: (note) => ({ message: `Saved “${note.title}”.` }),
  });
  healthConsentOf.mockResolvedValueOnce('withdrawn');
  const refused = await createCheck(initial, form({ title: 'Lump check' }));
  expect(refused).toMatchObject({
    status: 'failed',
    message: 'Your health features are paused, so this was not saved.',
  });
  expect(refused.values).toMatchObject({ title: 'Lump check', [RECORD_ID_FIELD]: recordId });
  expect(run).not.toHaveBeenCalled();

  expect(await createCheck(initial, form({ title: 'Lump check' }))).toMatchObject({ status: 'saved' });
  // A form that is not about her health never asks.
  healthConsentOf.mockClear();
  await createNote(initial, form({ title: 'Note' }));
  expect(healthConsentOf).not.toHaveBeenCalled();

  // Her consent could not be checked, or the identity service has ended her session: nothing is run or lost.
  run.mockClear();
  healthConsentOf.mockResolvedValueOnce('unknown');
  expect(await createCheck(initial, form({ title: 'Lump check' }))).toMatchObject({
    status: 'failed',
    message: 'We couldn’t check your consent just now, so this was not saved.',
    values: { title: 'Lump check' },
  });
  healthConsentOf.mockResolvedValueOnce('unknown');
  expect((await createCheck(initial, form({ title: 'Lump check' }))).sessionEnded).toBeUndefined();
  // The browser cannot see a revoked token: the answer tells it to end its session too.
  healthConsentOf.mockResolvedValueOnce('signed-out');
  expect(await createCheck(initial, form({ title: 'Lump check' }))).toMatchObject({
    status: 'failed',
    message: FAILURE_MESSAGES.unauthorised,
    sessionEnded: true,
  });
  expect(run).not.toHaveBeenCalled();
});

test('a form rendered for another account is refused, nothing run, once someone else has signed in', async () => {
  // Her page (or its offline queue) in one tab; in another tab she signed out and user-1 signed in.
  const refused = await createNote(initial, form({ title: 'Lump check', [OWNER_FIELD]: 'user-her' }));
  expect(refused).toMatchObject({ status: 'failed', message: ACTION_MESSAGES.otherAccount });
  expect(refused.message).toMatch(/someone else is now signed in.*sign in again as yourself/i);
  expect(refused.values).toMatchObject({ title: 'Lump check', [RECORD_ID_FIELD]: recordId });
  expect(run).not.toHaveBeenCalled();
  expect(records.size).toBe(0);
  // An owner that is there but empty is no proof of whose page it was either.
  expect(await createNote(initial, form({ title: 'Lump check', [OWNER_FIELD]: '' }))).toMatchObject({
    status: 'failed',
    message: ACTION_MESSAGES.otherAccount,
  });
  expect(run).not.toHaveBeenCalled();
});

test('a form rendered for the account signed in now is saved; one that names no owner is saved as before', async () => {
  const own = await createNote(initial, form({ title: 'Mine', [OWNER_FIELD]: 'user-1' }));
  expect(own).toMatchObject({ status: 'saved', message: 'Saved “Mine”.' });
  expect(run).toHaveBeenCalledWith(
    { title: 'Mine' },
    expect.objectContaining({ user: expect.objectContaining({ sub: 'user-1' }) }),
  );

  run.mockClear();
  records.clear();
  expect(await createNote(initial, form({ title: 'Unowned' }))).toMatchObject({ status: 'saved' });
  expect(run).toHaveBeenCalledTimes(1);
});

test('a double submit, a replay or a second tab with the same record id writes one record', async () => {
  await Promise.all([createNote(initial, form({ title: 'First' })), createNote(initial, form({ title: 'Second' }))]);
  await createNote(initial, form({ title: 'Replayed' }));
  expect(records.size).toBe(1);
  expect(records.get(recordId)).toEqual({ title: 'First' });
});

test('a create without a real record id is refused as out of date, keeping what she typed', async () => {
  const state = await createNote(initial, form({ title: 'Note', [RECORD_ID_FIELD]: 'not-a-uuid' }));
  expect(run).not.toHaveBeenCalled();
  expect(state).toMatchObject({
    status: 'failed',
    message: expect.stringContaining('Reload the page'),
    values: { title: 'Note' },
  });
});

test('invalid input is not sent; the error names the field and what she typed comes back', async () => {
  const state = await createNote(initial, form({ title: '   ' }));
  expect(run).not.toHaveBeenCalled();
  expect(state).toMatchObject({ status: 'invalid', message: 'There is a problem', errors: { title: 'Enter a title' } });
  expect(state.values).toMatchObject({ title: '   ', [RECORD_ID_FIELD]: recordId });
});

test('a call that finds the form needs more from her answers like a schema refusal: by field, nothing saved', async () => {
  const needsMore = formAction<typeof noteSchema, Field, never>({
    path: '/notes',
    schema: noteSchema,
    record: 'create',
    operation: 'CreateNote',
    run: async () => {
      throw new InvalidFields({ title: 'Your records need a different title' }, 'Not saved: the title is taken.');
    },
    saved: () => ({ message: 'Saved.' }),
  });
  const state = await needsMore(initial, form({ title: 'Taken' }));
  expect(state).toMatchObject({
    status: 'invalid',
    message: 'Not saved: the title is taken.',
    errors: { title: 'Your records need a different title' },
  });
  expect(state.values).toMatchObject({ title: 'Taken', [RECORD_ID_FIELD]: recordId });
  expect(console.error).not.toHaveBeenCalled();
});

test.each([
  ['another origin', { origin: 'https://evil.example', host: 'venus.example' }],
  [
    'another origin with a forwarded host to match it',
    { origin: 'https://evil.example', host: 'venus.example', 'x-forwarded-host': 'evil.example' },
  ],
  ['another origin with a Host to match it', { origin: 'http://localhost:3000', host: 'localhost:3000' }],
  ['no origin', { host: 'venus.example' }],
])('a request from %s is refused without saving, in words', async (_label, headers) => {
  requestHeaders = new Headers(headers);
  const state = await createNote(initial, form({ title: 'Mallory' }));
  expect(run).not.toHaveBeenCalled();
  expect(state).toMatchObject({
    status: 'failed',
    message: 'This change was not made from this site, so it was not saved.',
  });
});

test('the session is checked before anything else', async () => {
  requireUser.mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
  await expect(createNote(initial, form({ title: 'Note' }))).rejects.toThrow('NEXT_REDIRECT');
  expect(run).not.toHaveBeenCalled();
});

test('an oversize field or form is refused without saving, and is not echoed back in full', async () => {
  const long = await createNote(initial, form({ title: 'x'.repeat(200_000) }));
  expect(long.status).toBe('invalid');
  expect(long.values.title!.length).toBe(MAX_FIELD_CHARS);
  const wide = await createNote(
    initial,
    form(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'y'.repeat(900)]))),
  );
  expect(wide).toMatchObject({ status: 'invalid', message: 'Some answers are far too long.' });
  expect(run).not.toHaveBeenCalled();
});

test.each(Object.entries(FAILURE_MESSAGES))(
  'a %s failure keeps what she typed and says so in her words',
  async (kind, message) => {
    run.mockRejectedValueOnce(new DataError(kind as keyof typeof FAILURE_MESSAGES, 'CreateNote', 'Test'));
    const state = await createNote(initial, form({ title: 'Lump check' }));
    expect(state).toMatchObject({
      status: 'failed',
      message,
      values: { title: 'Lump check', [RECORD_ID_FIELD]: recordId },
    });
    // Only an ended session is the browser's to end as well.
    expect(state.sessionEnded).toBe(kind === 'unauthorised' ? true : undefined);
    // A paused write is her own choice, not a failure: nothing is logged.
    if (kind === 'paused') expect(console.error).not.toHaveBeenCalled();
    else expect(console.error).toHaveBeenCalledWith(`[data] CreateNote failed: ${kind} (Test)`);
  },
);

test('an update carries the revision she saw; a conflict is explained, never overwritten silently', async () => {
  const update = jest.fn(async () => {
    throw new DataError('conflict', 'UpdateNote', 'Conflict');
  });
  const updateNote = formAction<typeof noteSchema, Field, void>({
    path: '/notes',
    schema: noteSchema,
    record: 'update',
    operation: 'UpdateNote',
    run: update,
    saved: () => ({ message: 'Saved.' }),
  });
  const state = await updateNote(initial, form({ title: 'Edited', [REVISION_FIELD]: '7' }));
  expect(update).toHaveBeenCalledWith({ title: 'Edited' }, expect.objectContaining({ revision: 7 }));
  expect(state).toMatchObject({
    status: 'failed',
    message: expect.stringContaining('changed somewhere else'),
    values: { title: 'Edited' },
  });

  const withoutRevision = await updateNote(initial, form({ title: 'Edited' }));
  expect(withoutRevision.status).toBe('failed');
  expect(update).toHaveBeenCalledTimes(1);
});

test('an admin action checks the Admin group, not just the session', async () => {
  const adminAction = formAction<typeof noteSchema, Field, void>({
    path: '/admin',
    access: 'admin',
    schema: noteSchema,
    operation: 'AdminNote',
    run: async () => undefined,
    saved: () => ({ message: 'Done.' }),
  });
  requireAdmin.mockRejectedValueOnce(new Error('NEXT_HTTP_ERROR_FALLBACK;404'));
  await expect(adminAction(initial, form({ title: 'x' }))).rejects.toThrow('404');
  expect(requireUser).not.toHaveBeenCalled();
});

describe('a public form', () => {
  const send = jest.fn(async (values: { title: string }) => values);
  const publicNote = () =>
    publicFormAction<typeof noteSchema, Field, { title: string }>({
      schema: noteSchema,
      operation: 'SendNote',
      run: send,
      saved: () => ({ message: 'Sent.' }),
      limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }),
    });

  test('is sent without any session, and its answers echo what was typed', async () => {
    const action = publicNote();
    const state = await action(initial, form({ title: 'Hello' }));
    expect(requireUser).not.toHaveBeenCalled();
    expect(requireAdmin).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith({ title: 'Hello' }, expect.objectContaining({ user: { key: 'unknown' } }));
    expect(state).toMatchObject({ status: 'saved', message: 'Sent.' });
  });

  test('limits each visitor, as CloudFront saw her, before anything is called', async () => {
    const action = publicNote();
    requestHeaders.set('cloudfront-viewer-address', '203.0.113.7:5000');
    await action(initial, form({ title: 'One' }));
    await action(initial, form({ title: 'Two' }));
    const refused = await action(initial, form({ title: 'Three' }));
    expect(refused).toMatchObject({
      status: 'failed',
      message: PUBLIC_ACTION_MESSAGES.tooMany,
      values: { title: 'Three' },
    });
    expect(send).toHaveBeenCalledTimes(2);
    requestHeaders.set('cloudfront-viewer-address', '198.51.100.9:5000');
    expect(await action(initial, form({ title: 'Other visitor' }))).toMatchObject({ status: 'saved' });
  });

  test('refuses another origin, as every action does', async () => {
    requestHeaders = new Headers({ origin: 'https://evil.example' });
    const state = await publicNote()(initial, form({ title: 'Hello' }));
    expect(state.status).toBe('failed');
    expect(send).not.toHaveBeenCalled();
  });
});
