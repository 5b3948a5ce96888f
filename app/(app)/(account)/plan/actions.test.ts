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

/** Her reminders as the page read them (no plan yet), in the form's hidden field. */
const READ = { reminder: 'NONE', reminderPlan: null };

function form(fields: Record<string, string>, read: string | null = JSON.stringify(READ)): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (read !== null) data.set('expected', read);
  return data;
}

/** Her record as a save answers it (the fields the plan form shows, and what it read of them). */
function savedAs(user: { reminder: string; nextCheckDue: string | null; reminderPlan: unknown }) {
  return { ...user, read: { reminder: user.reminder, reminderPlan: JSON.stringify(user.reminderPlan) } };
}

const monthly = { frequency: 'MONTHLY', weekday: 'MONDAY', timing: 'day-of-month', dayOfMonth: '1', time: '09:00' };
const weekly = { frequency: 'WEEKLY', timing: 'day-of-month', dayOfMonth: 1, time: '09:00', channel: 'email' };

test('a saved plan is confirmed with its next date as a UK date, not an ISO one', async () => {
  saveReminderPlan.mockResolvedValue(
    savedAs({
      reminder: 'MONTHLY',
      nextCheckDue: '2026-12-01',
      reminderPlan: { ...monthly, dayOfMonth: 1, startDate: '2026-11-24', channel: 'email' },
    }),
  );
  const state = await savePlan(initial, form(monthly));
  expect(state).toMatchObject({ status: 'saved', message: 'Saved: every month, next on 1 Dec 2026.' });
});

test('a plan of no reminders says none will be sent', async () => {
  saveReminderPlan.mockResolvedValue(savedAs({ reminder: 'NONE', nextCheckDue: null, reminderPlan: null }));
  const state = await savePlan(initial, form({ ...monthly, frequency: 'NONE' }));
  expect(state).toMatchObject({ status: 'saved', message: 'Saved: no reminders will be sent.' });
});

test('saving her weekly plan again unchanged keeps its weekday, so no second reminder goes that week', async () => {
  // Set at 09:00 on Monday 30 November 2026; saved again unchanged at 08:00 on Tuesday 1 December.
  loadSavedReminderPlan.mockResolvedValueOnce({ ...weekly, startDate: '2026-11-30' });
  jest.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z'), advanceTimers: true });
  try {
    saveReminderPlan.mockImplementation(async (plan: unknown, next: string) =>
      savedAs({ reminder: 'WEEKLY', nextCheckDue: next, reminderPlan: plan }),
    );
    const state = await savePlan(initial, form({ ...weekly, dayOfMonth: '1', weekday: 'MONDAY' }));
    expect(state.message).toBe('Saved: every week on Mondays, next on 7 Dec 2026.');
  } finally {
    jest.useRealTimers();
  }
  expect(saveReminderPlan).toHaveBeenLastCalledWith(
    expect.objectContaining({ startDate: '2026-11-30' }),
    '2026-12-07',
    READ,
  );
});

test('choosing another day of the week moves her weekly reminders to it, from its next date', async () => {
  // Weekly on Mondays since 30 November 2026; moved to Fridays at 08:00 on Tuesday 1 December.
  loadSavedReminderPlan.mockResolvedValueOnce({ ...weekly, startDate: '2026-11-30' });
  jest.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z'), advanceTimers: true });
  try {
    saveReminderPlan.mockImplementation(async (plan: unknown, next: string) =>
      savedAs({ reminder: 'WEEKLY', nextCheckDue: next, reminderPlan: plan }),
    );
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
    READ,
  );
  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/^Your reminders were not saved: your account was changed in another window/);
  // Still what the page read: saving again from this form is refused again until she reloads.
  expect(state.values).toMatchObject({ frequency: 'WEEKLY', expected: JSON.stringify(READ) });
});

test('after a save the form carries her reminders as stored, so saving again is not a conflict with itself', async () => {
  saveReminderPlan.mockReset();
  const plan = JSON.stringify({ ...weekly, startDate: '2026-11-30' });
  saveReminderPlan.mockResolvedValue({
    ...savedAs({ reminder: 'WEEKLY', nextCheckDue: '2026-12-07', reminderPlan: null }),
    read: { reminder: 'WEEKLY', reminderPlan: plan, gpQuestions: 'not the plan form’s' },
  });
  const state = await savePlan(initial, form({ ...monthly, frequency: 'WEEKLY' }));
  expect(JSON.parse(state.values.expected ?? '')).toEqual({ reminder: 'WEEKLY', reminderPlan: plan });
});

test('a form without what it read (an out-of-date page) saves nothing', async () => {
  saveReminderPlan.mockReset();
  const state = await savePlan(initial, form(monthly, null));
  expect(state.status).toBe('failed');
  expect(saveReminderPlan).not.toHaveBeenCalled();
});
