/**
 * The reminder job with many women and little time: it reads her checks only when her plan is timed by them, stops
 * starting turns at its deadline, and a run that stops leaves only the women whose reminder is furthest away.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MONTHLY_PLAN, putUserWithPlan } from '@/backend/testing/reminder-users';
import { startTestStore } from '@/backend/testing/test-api';
import { allItemsOfUser } from '@/backend/store/records';
import type { Store } from '@/backend/store/store';
import { runReminders, type OutgoingReminder } from './reminders';

// A table of its own for each test: which women a run reaches depends on everyone else in it.
let started: Awaited<ReturnType<typeof startTestStore>>;
beforeEach(async () => {
  started = await startTestStore();
});
afterEach(() => started.close());
const store = () => started.store;

function run(
  now: string,
  options: { on?: Store; send?: (mail: OutgoingReminder) => Promise<void>; stopAt?: number; clock?: () => number },
) {
  return runReminders({
    store: options.on ?? store(),
    now: new Date(now),
    siteUrl: 'https://venus.example',
    siteName: 'Venus',
    signingKeys: ['a-test-only reminder signing key of enough length'],
    send: options.send ?? (async () => {}),
    stopAt: options.stopAt,
    clock: options.clock,
  });
}

/** Her checks read by the job: the queries of her items on the byUid index. */
function checkReads(spy: jest.SpyInstance, uid: string): QueryCommandInput[] {
  return spy.mock.calls
    .map(([command]) => (command as { input?: QueryCommandInput }).input)
    .filter((input): input is QueryCommandInput => input?.IndexName === 'byUid')
    .filter((input) => input.ExpressionAttributeValues?.[':uid'] === uid);
}

const sentRecordsOf = async (uid: string) =>
  (await allItemsOfUser(store(), uid)).filter((item) => item.sk === 'ReminderSent');

test('her checks are read only for a monthly plan timed by her cycle, and only their period starts', async () => {
  const plans = {
    'reads-weekly': { ...MONTHLY_PLAN, frequency: 'WEEKLY', timing: 'cycle' },
    'reads-fortnightly': { ...MONTHLY_PLAN, frequency: 'FORTNIGHTLY' },
    'reads-fixed-day': MONTHLY_PLAN,
    'reads-cycle': { ...MONTHLY_PLAN, timing: 'cycle' },
  } as const;
  for (const [uid, plan] of Object.entries(plans)) await putUserWithPlan(store(), { uid, plan, next: null });
  const spy = jest.spyOn(store().doc, 'send');
  try {
    await run('2026-01-10T09:30:00Z', {});
    expect(checkReads(spy, 'reads-weekly')).toEqual([]);
    expect(checkReads(spy, 'reads-fortnightly')).toEqual([]);
    expect(checkReads(spy, 'reads-fixed-day')).toEqual([]);
    const [cycle] = checkReads(spy, 'reads-cycle');
    expect(cycle?.ProjectionExpression).toBe('periodStart');
  } finally {
    spy.mockRestore();
  }
}, 60_000);

test('a run stops starting turns at its deadline, leaves no claim half done, and the next run reaches the rest', async () => {
  const uids = ['deadline-a', 'deadline-b', 'deadline-c', 'deadline-d', 'deadline-e'];
  for (const uid of uids) await putUserWithPlan(store(), { uid, plan: MONTHLY_PLAN, next: '2026-02-05' });
  // Each email takes SES 40 s; the run may start turns for 100 s.
  let clock = 0;
  const sentTo: string[] = [];
  const send = async (mail: OutgoingReminder) => {
    sentTo.push(mail.to);
    clock += 40_000;
  };
  const options = { send, stopAt: 100_000, clock: () => clock };

  const first = await run('2026-02-05T09:30:00Z', options);
  expect(first).toMatchObject({ sent: 3, unreached: 2 });
  const reached = sentTo.map((to) => to.replace('@example.com', ''));
  const left = uids.filter((uid) => !reached.includes(uid));
  for (const uid of left) expect(await sentRecordsOf(uid)).toEqual([]);

  clock = 0;
  const second = await run('2026-02-05T09:35:00Z', options);
  expect(second.sent).toBe(2);
  expect(sentTo.map((to) => to.replace('@example.com', '')).sort()).toEqual(uids);
}, 60_000);

test('women whose reminder is due come before those whose date is weeks away, whatever their ids', async () => {
  // Reading a woman's checks takes 10 s here: the cycle-timed women, whose ids sort first, cannot all be read.
  const cycleTimed = ['order-a-1', 'order-a-2', 'order-a-3', 'order-a-4', 'order-a-5'];
  for (const uid of cycleTimed) {
    await putUserWithPlan(store(), { uid, plan: { ...MONTHLY_PLAN, timing: 'cycle' }, next: '2026-04-05' });
  }
  await putUserWithPlan(store(), { uid: 'order-z-due', plan: MONTHLY_PLAN, next: '2026-03-05' });
  let clock = 0;
  const real = store();
  const slowSend = (command: Parameters<Store['doc']['send']>[0]) => {
    if ((command.input as QueryCommandInput).IndexName === 'byUid') clock += 10_000;
    return real.doc.send(command);
  };
  const doc = new Proxy(real.doc, {
    get: (target, property, receiver) => (property === 'send' ? slowSend : Reflect.get(target, property, receiver)),
  });
  const slow: Store = { ...real, doc };
  const sentTo: string[] = [];
  const result = await run('2026-03-05T09:30:00Z', {
    on: slow,
    send: async (mail) => void sentTo.push(mail.to),
    stopAt: 30_000,
    clock: () => clock,
  });
  expect(sentTo).toContain('order-z-due@example.com');
  expect(result.unreached).toBeGreaterThan(0);
}, 60_000);
