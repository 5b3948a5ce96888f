/**
 * /plan against the local stack: the plan form carries her reminders as it read them, so saving another form on
 * the page first (her calendar address) or a consent change does not make it out of date, while reminders stopped
 * since (the email's unsubscribe link) are not turned back on by it.
 */
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '@/local/identity/pool';
import { useDataTestStack } from '@/local/test-support';
import { stopReminders } from '@/backend/jobs/reminders';
import type { SessionUser } from '@/lib/auth/session';
import type { AccountUser } from '@/lib/data/account-user';
import { initialFormState } from '@/lib/forms/form-state';
import type { ReminderPlanField } from '@/lib/forms/reminder-plan';
import { londonDate } from '@/lib/reminders/local-date';
import { planInputOf } from './plan-input';

const settings = {
  siteUrl: 'http://localhost:3300',
  auth: { userPoolEndpoint: '', userPoolClientId: LOCAL_USER_POOL_CLIENT_ID, userPoolId: LOCAL_USER_POOL_ID },
};
let session: SessionUser;
jest.mock('@/lib/config', () => ({ config: settings }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => session }));
jest.mock('@/lib/data/client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
jest.mock('@/lib/auth/consent-repair', () => ({ repairMissingConsentRecords: async () => ({}) }));

// Imported after the mocks so they pick them up.
const { savePlan, setCalendarFeed } = require('./actions') as typeof import('./actions');
const { loadCurrentUser, setHealthPaused } = require('@/lib/data/users') as typeof import('@/lib/data/users');

const data = useDataTestStack();
beforeAll(() => {
  settings.auth.userPoolEndpoint = `${data.stack().url}/identity`;
});

const initial = initialFormState<ReminderPlanField>();

/** The plan form as the page renders it from `user`, with `choice` laid over what it shows. */
function planForm(user: AccountUser, choice: Record<string, string>): FormData {
  const body = new FormData();
  const fields = { ...planInputOf(user, londonDate(new Date())), ...choice };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

function feedForm(choice: 'create' | 'revoke'): FormData {
  const body = new FormData();
  body.set('feed', choice);
  return body;
}

test('her calendar address and a consent change saved from the same page do not stop her plan being saved', async () => {
  session = await data.newMember('plan-same-page');
  const page = await loadCurrentUser(session);

  expect(await setCalendarFeed(initialFormState<'feed'>(), feedForm('create'))).toMatchObject({ status: 'saved' });
  await setHealthPaused(true);

  const state = await savePlan(initial, planForm(page, { frequency: 'WEEKLY' }));
  expect(state).toMatchObject({ status: 'saved' });
  expect(state.message).toMatch(/^Saved: every week/);
  const stored = await loadCurrentUser(session);
  expect(stored).toMatchObject({ reminder: 'WEEKLY' });
  expect(stored.calendarFeedId).toEqual(expect.any(String));

  // The same form again: it carries her reminders as its first save stored them.
  const again = new FormData();
  for (const [name, value] of Object.entries({ ...state.values, frequency: 'FORTNIGHTLY' })) again.set(name, value);
  expect(await savePlan(state, again)).toMatchObject({ status: 'saved' });
  expect(await loadCurrentUser(session)).toMatchObject({ reminder: 'FORTNIGHTLY' });
}, 30_000);

test('reminders she stopped from the email are not turned back on by a /plan page opened before: she is told', async () => {
  session = await data.newMember('plan-unsubscribed');
  await loadCurrentUser(session);
  expect(await savePlan(initial, planForm(await loadCurrentUser(session), { frequency: 'MONTHLY' }))).toMatchObject({
    status: 'saved',
  });
  const page = await loadCurrentUser(session);
  expect(await stopReminders(data.stack().api!.store, session.sub)).toBe(true);

  const state = await savePlan(initial, planForm(page, { frequency: 'WEEKLY' }));
  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/^Your reminders were not saved: your account was changed in another window/);
  expect(state.values).toMatchObject({ frequency: 'WEEKLY' });
  expect(await loadCurrentUser(session)).toMatchObject({ reminder: 'NONE' });
}, 30_000);
