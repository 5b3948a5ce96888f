/**
 * The reminder job when things happen under it: a send that fails is tried again (and one that went is never sent
 * twice), and what she does after the run read its list of users (stop her reminders, save a new plan) wins.
 */
import { DeleteCommand, GetCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MONTHLY_PLAN, putUserWithPlan } from '@/backend/testing/reminder-users';
import { useTestStore } from '@/backend/testing/test-api';
import { singletonKey } from '@/backend/store/keys';
import { allItemsOfUser } from '@/backend/store/records';
import type { Store } from '@/backend/store/store';
import type { ReminderPlan } from '@/lib/reminders';
import { runReminders, stopReminders, type OutgoingReminder } from './reminders';

const store = useTestStore();

function run(now: string, send: (mail: OutgoingReminder) => Promise<void>, on: Store = store()) {
  return runReminders({
    store: on,
    now: new Date(now),
    siteUrl: 'https://venus.example',
    siteName: 'Venus',
    signingKeys: ['a-test-only reminder signing key of enough length'],
    send,
  });
}

const storedUser = async (uid: string) =>
  (
    await store().doc.send(
      new GetCommand({ TableName: store().tableName, Key: singletonKey(uid, 'User'), ConsistentRead: true }),
    )
  ).Item!;

const sentRecordsOf = async (uid: string) =>
  (await allItemsOfUser(store(), uid)).filter((item) => item.sk === 'ReminderSent');

/** The store, but `change` happens just after the job has read its list of users with a plan. */
function changingAfterListRead(change: () => Promise<void>): Store {
  const real = store();
  const send = async (command: Parameters<Store['doc']['send']>[0]) => {
    const answer = await real.doc.send(command);
    if ((command.input as QueryCommandInput).IndexName === 'codesByDate') await change();
    return answer;
  };
  const doc = new Proxy(real.doc, {
    get: (target, property, receiver) => (property === 'send' ? send : Reflect.get(target, property, receiver)),
  });
  return { ...real, doc };
}

/** What /plan's action saves: the plan, its frequency, and the date it is next due. */
async function savePlan(uid: string, plan: ReminderPlan, next: string) {
  await store().doc.send(
    new UpdateCommand({
      TableName: store().tableName,
      Key: singletonKey(uid, 'User'),
      UpdateExpression: 'SET reminderPlan = :plan, reminder = :frequency, #next = :next',
      ExpressionAttributeNames: { '#next': 'next' },
      ExpressionAttributeValues: { ':plan': JSON.stringify(plan), ':frequency': plan.frequency, ':next': next },
    }),
  );
}

test('a send that fails is tried again by the next run, and one that went is not sent again', async () => {
  const uid = 'retry-throttled';
  await putUserWithPlan(store(), { uid, plan: MONTHLY_PLAN, next: '2026-03-05' });
  const throttled = async () => {
    throw Object.assign(new Error('Maximum sending rate exceeded'), { name: 'TooManyRequestsException' });
  };
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await run('2026-03-05T09:00:00Z', throttled)).sent).toBe(0);
  } finally {
    errors.mockRestore();
  }
  expect(await sentRecordsOf(uid)).toEqual([]);
  expect((await storedUser(uid)).next).toBe('2026-03-05');

  const sentTo: string[] = [];
  const send = async (mail: OutgoingReminder) => void sentTo.push(mail.to);
  expect((await run('2026-03-05T09:05:00Z', send)).sent).toBe(1);
  await store().doc.send(
    new UpdateCommand({
      TableName: store().tableName,
      Key: singletonKey(uid, 'User'),
      UpdateExpression: 'SET #next = :due',
      ExpressionAttributeNames: { '#next': 'next' },
      ExpressionAttributeValues: { ':due': '2026-03-05' },
    }),
  );
  // A later run for the same due date (its next not stored, say) finds it sent.
  await run('2026-03-05T09:10:00Z', send);
  expect(sentTo).toEqual([`${uid}@example.com`]);
}, 60_000);

test('she stops her reminders after the run read its list: no email, and her stop stands', async () => {
  const uid = 'changes-stopped';
  await putUserWithPlan(store(), { uid, plan: MONTHLY_PLAN, next: '2026-04-05' });
  const sentTo: string[] = [];
  await run(
    '2026-04-05T09:30:00Z',
    async (mail) => void sentTo.push(mail.to),
    changingAfterListRead(async () => void (await stopReminders(store(), uid))),
  );
  expect(sentTo).not.toContain(`${uid}@example.com`);
  expect(await sentRecordsOf(uid)).toEqual([]);
  const user = await storedUser(uid);
  expect(user.reminder).toBe('NONE');
  expect(user.next).toBeUndefined();
}, 60_000);

test('an unsubscribe click that meets her erasure between its read and its write makes no record', async () => {
  const uid = 'changes-erased-mid-click';
  await putUserWithPlan(store(), { uid, plan: MONTHLY_PLAN, next: '2026-04-05' });
  const real = store();
  const send = async (command: Parameters<Store['doc']['send']>[0]) => {
    const answer = await real.doc.send(command);
    // Her erasure deletes her account record just after the click has read it.
    if (command instanceof GetCommand)
      await real.doc.send(new DeleteCommand({ TableName: real.tableName, Key: singletonKey(uid, 'User') }));
    return answer;
  };
  const erasing = { ...real, doc: Object.assign(Object.create(real.doc) as Store['doc'], { send }) };
  expect(await stopReminders(erasing, uid)).toBe(false);
  expect(await allItemsOfUser(store(), uid)).toEqual([]);
  const left = await store().doc.send(
    new GetCommand({ TableName: store().tableName, Key: singletonKey(uid, 'User'), ConsistentRead: true }),
  );
  expect(left.Item).toBeUndefined();
});

test('she saves a new plan after the run read its list: the old one neither emails her nor moves her date', async () => {
  const due = 'changes-new-plan-due';
  const unscheduled = 'changes-new-plan-unscheduled';
  await putUserWithPlan(store(), { uid: due, plan: MONTHLY_PLAN, next: '2026-05-05' });
  await putUserWithPlan(store(), { uid: unscheduled, plan: MONTHLY_PLAN, next: null });
  const weekly: ReminderPlan = { ...MONTHLY_PLAN, frequency: 'WEEKLY', startDate: '2026-05-05' };
  const sentTo: string[] = [];
  await run(
    '2026-05-05T09:30:00Z',
    async (mail) => void sentTo.push(mail.to),
    changingAfterListRead(async () => {
      await savePlan(due, weekly, '2026-05-12');
      await savePlan(unscheduled, weekly, '2026-05-12');
    }),
  );
  expect(sentTo).not.toContain(`${due}@example.com`);
  expect(await sentRecordsOf(due)).toEqual([]);
  expect((await storedUser(due)).next).toBe('2026-05-12');
  expect((await storedUser(unscheduled)).next).toBe('2026-05-12');
}, 60_000);
