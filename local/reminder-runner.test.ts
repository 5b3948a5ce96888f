import { MONTHLY_PLAN, putUserWithPlan } from '@/backend/testing/reminder-users';
import { createManualClock } from './clock';
import { runLocalReminders } from './reminder-runner';
import { startLocalStack, type LocalStack } from './server';

let stack: LocalStack;
const clock = createManualClock(Date.parse('2026-03-05T09:30:00Z'));

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, api: { seedDemo: false }, clock, log: () => {} });
}, 60_000);
afterAll(() => stack.close());

test('the local run of the job delivers a due reminder into the mailbox, once, with its unsubscribe link', async () => {
  const store = stack.api!.store;
  await putUserWithPlan(store, { uid: 'local-1', email: 'rita@example.com', plan: MONTHLY_PLAN, next: '2026-03-05' });
  const options = { store, identity: stack.identity, clock, siteUrl: 'http://localhost:3000' };
  expect((await runLocalReminders(options)).sent).toBe(1);
  expect((await runLocalReminders(options)).sent).toBe(0);
  const mail = stack.identity.mailbox('rita@example.com');
  expect(mail).toHaveLength(1);
  expect(mail[0]).toMatchObject({
    purpose: 'reminder',
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  expect(mail[0]!.text).toContain('http://localhost:3000/unsubscribe?token=');
}, 60_000);
