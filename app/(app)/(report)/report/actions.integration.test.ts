/**
 * Her questions for her GP against the local stack: two tabs of /report must not undo each other (the box carries
 * the questions it was filled with, as stored), and nothing else she changes makes the box out of date.
 */
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '@/local/identity/pool';
import { useDataTestStack } from '@/local/test-support';
import type { SessionUser } from '@/lib/auth/session';
import { initialFormState } from '@/lib/forms/form-state';
import type { GpQuestionsField } from '@/lib/forms/gp-questions';
import { expectedInput } from '@/lib/forms/account-expected';
import type { AccountUser } from '@/lib/data/account-user';
import type { FormState } from '@/lib/forms/form-state';

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
const { saveQuestions } = require('./actions') as typeof import('./actions');
const { loadCurrentUser, saveReminderPlan } = require('@/lib/data/users') as typeof import('@/lib/data/users');

const data = useDataTestStack();
beforeAll(() => {
  settings.auth.userPoolEndpoint = `${data.stack().url}/identity`;
});

const initial = initialFormState<GpQuestionsField>();

/** The box as the page renders it (`read`: her record as the page read it), or as a saved answer left it. */
function box(questions: string, read: AccountUser | FormState<GpQuestionsField>): FormData {
  const body = new FormData();
  body.set('questions', questions);
  body.set('expected', 'read' in read ? expectedInput('questions', read.read).expected : (read.values.expected ?? ''));
  return body;
}

const SAVED = { status: 'saved', message: 'Your questions are saved and added to your report.' };

test('questions saved in another tab are not replaced by a tab opened before: she is told, and what she typed stays', async () => {
  session = await data.newMember('questions-two-tabs');
  const opened = await loadCurrentUser(session);

  const inTabB = await saveQuestions(initial, box('Is the lump on my left normal?', opened));
  expect(inTabB).toMatchObject(SAVED);

  const inTabA = await saveQuestions(initial, box('family history?', opened));
  expect(inTabA.status).toBe('failed');
  expect(inTabA.message).toMatch(/^Your questions were not saved: your account was changed in another window/);
  expect(inTabA.values).toMatchObject({ questions: 'family history?' });
  expect((await loadCurrentUser(session)).gpQuestions).toBe('Is the lump on my left normal?');

  // Tab B's box, after its save, carries the questions as stored: saving again there is not a conflict with itself.
  const again = await saveQuestions(inTabB, box('Is the lump on my left normal?\nfamily history?', inTabB));
  expect(again.status).toBe('saved');
  expect((await loadCurrentUser(session)).gpQuestions).toBe('Is the lump on my left normal?\nfamily history?');
}, 30_000);

test('a save sent again after it landed (its answer lost) is answered as saved, not as a conflict', async () => {
  session = await data.newMember('questions-retry');
  const opened = await loadCurrentUser(session);
  expect(await saveQuestions(initial, box('Should I have a mammogram?', opened))).toMatchObject(SAVED);
  expect(await saveQuestions(initial, box('Should I have a mammogram?', opened))).toMatchObject(SAVED);
}, 30_000);

test('her plan saved in another tab, and her next page load, do not make the box out of date', async () => {
  session = await data.newMember('questions-other-fields');
  // Her very first page: the next load records that her health-data consent is given (lib/data/users.ts).
  const firstPage = await loadCurrentUser(session);
  const later = await loadCurrentUser(session);
  const plan = { frequency: 'WEEKLY', timing: 'day-of-month', dayOfMonth: 1, time: '09:00', channel: 'email' } as const;
  await saveReminderPlan({ ...plan, startDate: '2026-11-30' }, '2026-12-07', later.read);

  expect(await saveQuestions(initial, box('Is the lump on my left normal?', firstPage))).toMatchObject(SAVED);
  expect(await loadCurrentUser(session)).toMatchObject({
    gpQuestions: 'Is the lump on my left normal?',
    reminder: 'WEEKLY',
  });
}, 30_000);

test('long questions, many lines and quotes, can be saved twice from the same box', async () => {
  session = await data.newMember('questions-long');
  const opened = await loadCurrentUser(session);
  const questions = Array.from({ length: 70 }, (_, line) => `"Is ${line} ok?"`).join('\n');
  const first = await saveQuestions(initial, box(questions, opened));
  expect(first).toMatchObject(SAVED);
  // What the box read is carried as JSON, longer than any other field may be: it is not "far too long".
  expect(first.values.expected?.length).toBeGreaterThan(1000);
  expect(await saveQuestions(first, box(`${questions}\nWhy?`, first))).toMatchObject(SAVED);
}, 30_000);
