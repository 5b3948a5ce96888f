import { DataError } from '@/lib/data/errors';
import { initialFormState } from '@/lib/forms/form-state';
import type { ReminderPlanField, ReminderPlanState } from '@/lib/forms/reminder-plan';

/** savePlan's answer to her: what was saved, with the next date written as the page writes dates. */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'user-1' }) }));
jest.mock('@/lib/data/observations', () => ({ loadChecks: async () => ({ ok: true, value: [] }) }));
const loadSavedReminderPlan = jest.fn(async (): Promise<unknown> => null);
jest.mock('@/lib/data/saved-reminder-plan', () => ({ loadSavedReminderPlan: () => loadSavedReminderPlan() }));
const saveReminderPlan = jest.fn();
jest.mock('@/lib/data/users', () => ({
  saveReminderPlan: (...args: unknown[]) => saveReminderPlan(...args),
  setCalendarFeedId: jest.fn(),
}));

// Imported after the mocks so the action picks them up.
const { savePlan } = require('./actions') as typeof import('./actions');

const initial: ReminderPlanState = initialFormState<ReminderPlanField>();

/** Her record's revision as the page was rendered, in the form's hidden field (milliseconds). */
const OPENED_AT = '2026-11-20T09:00:00.000Z';

function form(fields: Record<string, string>, revision: string | null = String(Date.parse(OPENED_AT))): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (revision !== null) data.set('revision', revision);
  return data;
}

const monthly = { frequency: 'MONTHLY', weekday: 'MONDAY', timing: 'day-of-month', dayOfMonth: '1', time: '09:00' };
const weekly = { frequency: 'WEEKLY', timing: 'day-of-month', dayOfMonth: 1, time: '09:00', channel: 'email' };

test('a saved plan is confirmed with its next date as a UK date, not an ISO one', async () => {
  saveReminderPlan.mockResolvedValue({
    reminder: 'MONTHLY',
    nextCheckDue: '2026-12-01',
    reminderPlan: { ...monthly, dayOfMonth: 1, startDate: '2026-11-24', channel: 'email' },
  });
  const state = await savePlan(initial, form(monthly));
  expect(state).toMatchObject({ status: 'saved', message: 'Saved: every month, next on 1 Dec 2026.' });
});

test('a plan of no reminders says none will be sent', async () => {
  saveReminderPlan.mockResolvedValue({ reminder: 'NONE', nextCheckDue: null, reminderPlan: null });
  const state = await savePlan(initial, form({ ...monthly, frequency: 'NONE' }));
  expect(state).toMatchObject({ status: 'saved', message: 'Saved: no reminders will be sent.' });
});

test('saving her weekly plan again unchanged keeps its weekday, so no second reminder goes that week', async () => {
  // Set at 09:00 on Monday 30 November 2026; saved again unchanged at 08:00 on Tuesday 1 December.
  loadSavedReminderPlan.mockResolvedValueOnce({ ...weekly, startDate: '2026-11-30' });
  jest.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z'), advanceTimers: true });
  try {
    saveReminderPlan.mockImplementation(async (plan: unknown, next: string) => ({
      reminder: 'WEEKLY',
      nextCheckDue: next,
      reminderPlan: plan,
    }));
    const state = await savePlan(initial, form({ ...weekly, dayOfMonth: '1', weekday: 'MONDAY' }));
    expect(state.message).toBe('Saved: every week on Mondays, next on 7 Dec 2026.');
  } finally {
    jest.useRealTimers();
  }
  expect(saveReminderPlan).toHaveBeenLastCalledWith(
    expect.objectContaining({ startDate: '2026-11-30' }),
    '2026-12-07',
    OPENED_AT,
  );
});

test('choosing another day of the week moves her weekly reminders to it, from its next date', async () => {
  // Weekly on Mondays since 30 November 2026; moved to Fridays at 08:00 on Tuesday 1 December.
  loadSavedReminderPlan.mockResolvedValueOnce({ ...weekly, startDate: '2026-11-30' });
  jest.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z'), advanceTimers: true });
  try {
    saveReminderPlan.mockImplementation(async (plan: unknown, next: string) => ({
      reminder: 'WEEKLY',
      nextCheckDue: next,
      reminderPlan: plan,
    }));
    const state = await savePlan(initial, form({ ...weekly, dayOfMonth: '1', weekday: 'FRIDAY' }));
    expect(state.message).toBe('Saved: every week on Fridays, next on 4 Dec 2026.');
    // The form shows the day she chose next time, not today's.
    expect(state.values.weekday).toBe('FRIDAY');
  } finally {
    jest.useRealTimers();
  }
  const [plan] = saveReminderPlan.mock.lastCall as [Record<string, unknown>];
  expect(plan).toMatchObject({ startDate: '2026-12-04' });
  // The weekday is not part of the stored plan: its start date carries it.
  expect(plan).not.toHaveProperty('weekday');
});

test('a day of the week that is not one is refused next to its field, and nothing is saved', async () => {
  saveReminderPlan.mockClear();
  const state = await savePlan(initial, form({ ...weekly, dayOfMonth: '1', weekday: 'FUNDAY' }));
  expect(state.status).toBe('invalid');
  expect(state.errors).toEqual({ weekday: 'Choose the day of the week for your reminders' });
  expect(saveReminderPlan).not.toHaveBeenCalled();
});

test('a plan saved in another window since this form was filled is not overwritten: she is told, her choice stays', async () => {
  saveReminderPlan.mockReset();
  saveReminderPlan.mockRejectedValue(new DataError('conflict', 'UpdateAccountUser', 'Conflict'));
  jest.spyOn(console, 'error').mockImplementationOnce(() => undefined); // the failure's log line
  const state = await savePlan(initial, form({ ...monthly, frequency: 'WEEKLY' }));
  expect(saveReminderPlan).toHaveBeenCalledWith(
    expect.objectContaining({ frequency: 'WEEKLY' }),
    expect.anything(),
    OPENED_AT,
  );
  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/^Your reminders were not saved: your account was changed in another window/);
  expect(state.values).toMatchObject({ frequency: 'WEEKLY', revision: String(Date.parse(OPENED_AT)) });
});

test('after a save the form carries the record’s new revision, so saving again is not a conflict with itself', async () => {
  saveReminderPlan.mockReset();
  saveReminderPlan.mockResolvedValue({
    reminder: 'NONE',
    nextCheckDue: null,
    reminderPlan: null,
    revision: '2026-11-20T09:05:00.000Z',
  });
  const state = await savePlan(initial, form({ ...monthly, frequency: 'NONE' }));
  expect(state.values.revision).toBe(String(Date.parse('2026-11-20T09:05:00.000Z')));
});

test('a form without the revision it was rendered from (an out-of-date page) saves nothing', async () => {
  saveReminderPlan.mockReset();
  const state = await savePlan(initial, form(monthly, null));
  expect(state.status).toBe('failed');
  expect(saveReminderPlan).not.toHaveBeenCalled();
});
