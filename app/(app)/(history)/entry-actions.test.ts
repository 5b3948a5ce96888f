import { DataError } from '@/lib/data/errors';
import { entryFormValues } from '@/lib/forms/check-in-edit';
import { initialFormState, type FormState } from '@/lib/forms/form-state';

/**
 * The edit and delete actions are lib/actions' wrapper (tested in lib/actions/form-action.test.ts) around the edit
 * schema and lib/data; here: what they send, what the form shows next, and a kind the page never binds.
 */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'user-1' }) }));
jest.mock('@/lib/auth/health-consent', () => ({ HEALTH_PAUSED_MESSAGE: '' }));
jest.mock('@/lib/data/health-consent', () => ({ healthConsentOf: async () => 'given' }));
const updateCheckIn = jest.fn();
const deleteCheckIn = jest.fn();
jest.mock('@/lib/data/check-in-entries', () => ({
  updateCheckIn: (...args: unknown[]) => updateCheckIn(...args),
  deleteCheckIn: (...args: unknown[]) => deleteCheckIn(...args),
}));

// Imported after the mocks so the actions pick them up.
const { deleteEntry, saveEntryEdit } = require('./entry-actions') as typeof import('./entry-actions');

const id = '0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a10';
const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
const read = '2026-11-03T09:15:00.123Z';
const stored = { id, checked: yesterday, aLevel: 7, symptoms: ['OVERWHELMED'], updatedAt: read };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const initial = (): FormState<never> => ({ ...initialFormState(), version: 2 });

beforeEach(() => {
  updateCheckIn.mockReset();
  deleteCheckIn.mockReset();
});

test('a change is sent with the revision she read, and the form then shows the entry as stored, with its new revision', async () => {
  const saved = {
    ...stored,
    kind: 'stress',
    aLevel: 2,
    aScore: 16,
    symptoms: [],
    updatedAt: '2026-11-24T04:00:00.000Z',
  };
  updateCheckIn.mockResolvedValue(saved);
  const state = await saveEntryEdit(
    'stress',
    initial(),
    form({ ...entryFormValues(stored), level: '2', 'symptom-OVERWHELMED': '' }),
  );
  expect(updateCheckIn).toHaveBeenCalledWith(
    'stress',
    id,
    { level: 2, symptoms: [], checked: yesterday, phq4: null },
    read,
    expect.any(String),
  );
  expect(state).toMatchObject({ status: 'saved', version: 3 });
  expect(state.message).toMatch(/^Saved for .*: Stress 2 out of 10 .*; no symptoms\.$/);
  expect(state.values).toMatchObject({ level: '2', revision: String(Date.parse(saved.updatedAt)) });
});

test('a change made elsewhere meanwhile is refused in her words, and what she entered is kept', async () => {
  updateCheckIn.mockRejectedValue(new DataError('conflict', 'UpdateStress', 'Conflict'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const state = await saveEntryEdit('stress', initial(), form({ ...entryFormValues(stored), level: '9' }));
  expect(state.status).toBe('failed');
  expect(state.message).toContain('This check-in was changed somewhere else after you opened it');
  expect(state.values).toMatchObject({ level: '9', revision: String(Date.parse(read)) });
  // The log line names the operation and the kind of failure, nothing she recorded.
  expect(log.mock.calls).toEqual([['[data] UpdateStress failed: conflict (Conflict)']]);
  log.mockRestore();
});

test('a kind the page never binds is refused without calling the API', async () => {
  const state = await saveEntryEdit('weight' as never, initial(), form(entryFormValues(stored)));
  expect(state.status).toBe('failed');
  expect(updateCheckIn).not.toHaveBeenCalled();
  expect((await deleteEntry('__proto__' as never, initial(), form({ entryId: id }))).status).toBe('failed');
  expect(deleteCheckIn).not.toHaveBeenCalled();
});

test('a delete sends the entry’s id for its kind and confirms', async () => {
  deleteCheckIn.mockResolvedValue(undefined);
  const state = await deleteEntry('physical', initial(), form({ entryId: id }));
  expect(deleteCheckIn).toHaveBeenCalledWith('physical', id);
  expect(state).toMatchObject({ status: 'saved', message: 'The entry has been deleted.' });
});
