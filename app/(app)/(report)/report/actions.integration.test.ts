/**
 * Her questions for her GP against the local stack: two tabs of /report must not undo each other (the box carries
 * the revision of her record it was filled from).
 */
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '@/local/identity/pool';
import { useDataTestStack } from '@/local/test-support';
import type { SessionUser } from '@/lib/auth/session';
import { initialFormState } from '@/lib/forms/form-state';
import type { GpQuestionsField } from '@/lib/forms/gp-questions';

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
const { loadCurrentUser } = require('@/lib/data/users') as typeof import('@/lib/data/users');

const data = useDataTestStack();
beforeAll(() => {
  settings.auth.userPoolEndpoint = `${data.stack().url}/identity`;
});

const initial = initialFormState<GpQuestionsField>();

/** The box as the page renders it: with her record's revision as read then (milliseconds). */
function box(questions: string, revision: string): FormData {
  const body = new FormData();
  body.set('questions', questions);
  body.set('revision', String(Date.parse(revision)));
  return body;
}

test('questions saved in another tab are not replaced by a tab opened before: she is told, and what she typed stays', async () => {
  session = await data.newMember('questions-two-tabs');
  const opened = await openedReport();

  const inTabB = await saveQuestions(initial, box('Is the lump on my left normal?', opened));
  expect(inTabB).toMatchObject({ status: 'saved', message: 'Your questions are saved and added to your report.' });

  const inTabA = await saveQuestions(initial, box('family history?', opened));
  expect(inTabA.status).toBe('failed');
  expect(inTabA.message).toMatch(/^Your questions were not saved: your account was changed in another window/);
  expect(inTabA.values).toMatchObject({ questions: 'family history?' });
  expect((await loadCurrentUser(session)).gpQuestions).toBe('Is the lump on my left normal?');

  // Tab B's box, after its save, carries the new revision: saving again there is not a conflict with itself.
  const again = await saveQuestions(inTabB, box('Is the lump on my left normal?\nfamily history?', revisionOf(inTabB)));
  expect(again.status).toBe('saved');
  expect((await loadCurrentUser(session)).gpQuestions).toBe('Is the lump on my left normal?\nfamily history?');
}, 30_000);

test('a save sent again after it landed (its answer lost) is answered as saved, not as a conflict', async () => {
  session = await data.newMember('questions-retry');
  const opened = await openedReport();
  expect((await saveQuestions(initial, box('Should I have a mammogram?', opened))).status).toBe('saved');
  const retried = await saveQuestions(initial, box('Should I have a mammogram?', opened));
  expect(retried).toMatchObject({ status: 'saved', message: 'Your questions are saved and added to your report.' });
}, 30_000);

/**
 * Her record's revision as /report renders it. Not her first page: that one makes her record, and the next load
 * records that her health-data consent is given (lib/data/users.ts), which is a newer revision.
 */
async function openedReport(): Promise<string> {
  await loadCurrentUser(session);
  return (await loadCurrentUser(session)).revision;
}

function revisionOf(state: { values: Record<string, string> }): string {
  return new Date(Number(state.values.revision)).toISOString();
}
