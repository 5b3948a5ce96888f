/**
 * The records of reminders sent, as her data: they expire soon, go with her health data and her account, are in
 * her export; and a run that overlaps her account's deletion neither emails her nor leaves one behind.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MONTHLY_PLAN, putUserWithPlan } from '@/backend/testing/reminder-users';
import { graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import { allItemsOfUser } from '@/backend/store/records';
import { singletonKey } from '@/backend/store/keys';
import { deleteMyData } from '@/backend/resolvers/privacy';
import { beginErasure } from '@/backend/store/erasure';
import { reminderSendKey } from '@/lib/reminders';
import { runReminders, type OutgoingReminder } from './reminders';

const store = useTestStore();
const DAY_SECONDS = 24 * 60 * 60;

function run(now: string, send: (mail: OutgoingReminder) => Promise<void> = async () => {}) {
  return runReminders({
    store: store(),
    now: new Date(now),
    siteUrl: 'https://venus.example',
    siteName: 'Venus',
    signingKeys: ['a-test-only reminder signing key of enough length'],
    send,
  });
}

const sentRecordsOf = async (uid: string) =>
  (await allItemsOfUser(store(), uid)).filter((item) => item.sk === 'ReminderSent');

/** A record as the job wrote it before this change: no itemType, no due date of its own, no expiry. */
async function putLegacySentRecord(uid: string, dueDate: string, sentAt: string) {
  await store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: {
        pk: reminderSendKey(uid, dueDate),
        sk: 'ReminderSent',
        uid,
        typeDate: `ReminderSent#${dueDate}#${uid}`,
        sentAt,
      },
    }),
  );
}

const exportOf = async (gql: ReturnType<typeof graphqlAs>) =>
  JSON.parse((await gql('query { exportMyData }')).data?.exportMyData as string) as Record<string, unknown>;

test('a sent reminder is kept 3 days, is in her export, and goes when she deletes her health data', async () => {
  const me = identityFor();
  await putUserWithPlan(store(), { uid: me.sub, plan: MONTHLY_PLAN, next: '2026-03-05' });
  const sentAt = '2026-03-05T09:30:00.000Z';
  await run(sentAt);
  // One the job wrote before records had an itemType, found by its key alone.
  await putLegacySentRecord(me.sub, '2026-03-04', '2026-03-04T09:00:00.000Z');

  const [record] = (await sentRecordsOf(me.sub)).filter((item) => item.dueDate === '2026-03-05');
  expect(record).toMatchObject({ itemType: 'ReminderSent', uid: me.sub, sentAt });
  expect(record!.expiresAt).toBe(Date.parse(sentAt) / 1000 + 3 * DAY_SECONDS);

  const gql = graphqlAs(store(), me, new Date(sentAt));
  expect((await exportOf(gql)).remindersSent).toEqual(expect.arrayContaining([{ dueDate: '2026-03-05', sentAt }]));

  expect((await gql('mutation { deleteMyHealthData { deletedItems } }')).errors).toBeUndefined();
  expect(await sentRecordsOf(me.sub)).toEqual([]);
  expect((await exportOf(gql)).remindersSent).toEqual([]);
}, 60_000);

test('records written before they expired get an expiry once; those already past it go at once', async () => {
  await store().doc.send(
    new PutCommand({ TableName: store().tableName, Item: { pk: 'Migration#reminderSends', sk: 'Migration' } }),
  );
  const uid = `legacy-${randomUUID()}`;
  await putLegacySentRecord(uid, '2026-03-01', '2026-03-01T09:00:00.000Z');
  await putLegacySentRecord(uid, '2026-03-09', '2026-03-09T09:00:00.000Z');
  await run('2026-03-10T12:00:00Z');

  const left = await sentRecordsOf(uid);
  expect(left).toEqual([
    expect.objectContaining({
      typeDate: `ReminderSent#2026-03-09#${uid}`,
      itemType: 'ReminderSent',
      expiresAt: Date.parse('2026-03-09T09:00:00.000Z') / 1000 + 3 * DAY_SECONDS,
    }),
  ]);
}, 60_000);

test('a run overlapping her account deletion does not email her, and leaves no record of hers', async () => {
  const [first, second] = [`overlap-a-${randomUUID()}`, `overlap-b-${randomUUID()}`];
  await putUserWithPlan(store(), { uid: first, plan: MONTHLY_PLAN, next: '2026-05-05' });
  await putUserWithPlan(store(), { uid: second, plan: MONTHLY_PLAN, next: '2026-05-05' });
  const sentTo: string[] = [];
  // The run lists both before either is sent to; whichever comes second deletes her account meanwhile.
  // The earlier tests' users are due too; only these two matter here.
  await run('2026-05-05T09:30:00Z', async (mail) => {
    if (!mail.to.startsWith('overlap-')) return;
    sentTo.push(mail.to);
    const other = mail.to.startsWith(first) ? second : first;
    await deleteMyData({}, { caller: { sub: other }, store: store(), now: new Date() } as never);
  });

  expect(sentTo).toHaveLength(1);
  const erased = sentTo[0]!.startsWith(first) ? second : first;
  expect(await allItemsOfUser(store(), erased)).toEqual([]);
  const user = await store().doc.send(
    new GetCommand({ TableName: store().tableName, Key: singletonKey(erased, 'User'), ConsistentRead: true }),
  );
  expect(user.Item).toBeUndefined();
}, 60_000);

test('erasure begun, her User not yet deleted: no email, no record left behind', async () => {
  const uid = `erasing-${randomUUID()}`;
  await putUserWithPlan(store(), { uid, plan: MONTHLY_PLAN, next: '2026-06-05' });
  await beginErasure(store(), uid, new Date('2026-06-05T09:29:00Z'));
  const sentTo: string[] = [];
  await run('2026-06-05T09:30:00Z', async (mail) => void sentTo.push(mail.to));
  expect(sentTo.filter((to) => to.startsWith(uid))).toEqual([]);
  expect(await sentRecordsOf(uid)).toEqual([]);
}, 60_000);
