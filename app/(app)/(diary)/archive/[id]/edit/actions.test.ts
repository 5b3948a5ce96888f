import { editFromRecord } from '@/lib/check/edit';
import { DataError } from '@/lib/data/errors';
import type { CheckRecord } from '@/lib/diary/findings';
import { editCheckFields } from '@/lib/forms/edit-check';
import { initialFormState } from '@/lib/forms/form-state';

/** The edit action is lib/actions' wrapper around the edit schema and lib/data; here: the words of its answers. */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'user-1' }) }));
jest.mock('@/lib/auth/health-consent', () => ({ HEALTH_PAUSED_MESSAGE: '' }));
jest.mock('@/lib/data/health-consent', () => ({ healthConsentOf: async () => 'given' }));
const updateCheck = jest.fn();
const record: CheckRecord & { updatedAt: string } = {
  id: '5e0b7a0c-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  checked: '2025-03-10T09:00:00.000Z',
  day: '2025-03-10',
  cycle: { kind: 'period', periodStart: '2025-03-01' },
  cycleLength: null,
  findings: [],
  updatedAt: '2025-03-10T09:00:01.000Z',
};
const loadCheck = jest.fn();
beforeEach(() => loadCheck.mockResolvedValue({ ok: true, value: record }));
jest.mock('@/lib/data/observations', () => ({
  loadCheck: (...args: unknown[]) => loadCheck(...args),
  updateCheck: (...args: unknown[]) => updateCheck(...args),
}));

// Imported after the mocks so the action picks them up.
const { saveCheckEdit } = require('./actions') as typeof import('./actions');

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

test('an edit the API refuses gets a message that blames no particular answer, and what she entered is kept', async () => {
  updateCheck.mockRejectedValue(new DataError('rejected', 'UpdateObservation', 'ValidationError'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const fields = editCheckFields(editFromRecord(record), record.day);
  const state = await saveCheckEdit(initialFormState(), form(fields));
  expect(state).toMatchObject({
    status: 'failed',
    message: 'These changes could not be saved. Check your answers and try again.',
    values: fields,
  });
  log.mockRestore();
});

describe('an edit of a check deleted somewhere else', () => {
  const GONE = {
    status: 'failed',
    message: 'This check was deleted somewhere else, so your changes could not be saved.',
    recordGone: true,
  };

  test('is told so, marked for the form to let go of its kept changes, and nothing is sent', async () => {
    loadCheck.mockResolvedValue({ ok: true, value: null });
    updateCheck.mockReset();
    const fields = editCheckFields(editFromRecord(record), record.day);
    expect(await saveCheckEdit(initialFormState(), form(fields))).toMatchObject({ ...GONE, values: fields });
    expect(updateCheck).not.toHaveBeenCalled();
  });

  test('is told the same when it was deleted between the read and the update', async () => {
    updateCheck.mockRejectedValue(new DataError('failed', 'UpdateObservation', 'NotFound'));
    const fields = editCheckFields(editFromRecord(record), record.day);
    expect(await saveCheckEdit(initialFormState(), form(fields))).toMatchObject({ ...GONE, values: fields });
  });
});
