/**
 * The records of reminders sent, as her data: they expire soon, go with her health data and her account, are in
 * her export; and a run that overlaps her account's deletion neither emails her nor leaves one behind. While kept
 * they stop a second reminder in one period; once expired they count for nothing, removed or not.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MONTHLY_PLAN, putCheckWithPeriodStart, putUserWithPlan } from '@/backend/testing/reminder-users';
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

test('a sent reminder is kept 11 days, is in her export, and goes when she deletes her health data', async () => {
  const me = identityFor();
  await putUserWithPlan(store(), { uid: me.sub, plan: MONTHLY_PLAN, next: '2026-03-05' });
  const sentAt = '2026-03-05T09:30:00.000Z';
  await run(sentAt);
  // One the job wrote before records had an itemType, found by its key alone.
  await putLegacySentRecord(me.sub, '2026-03-04', '2026-03-04T09:00:00.000Z');

  const [record] = (await sentRecordsOf(me.sub)).filter((item) => item.dueDate === '2026-03-05');
  expect(record).toMatchObject({ itemType: 'ReminderSent', uid: me.sub, sentAt });
  expect(record!.expiresAt).toBe(Date.parse(sentAt) / 1000 + 11 * DAY_SECONDS);

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
  await run('2026-03-13T12:00:00Z');

  const left = await sentRecordsOf(uid);
  expect(left).toEqual([
    expect.objectContaining({
      typeDate: `ReminderSent#2026-03-09#${uid}`,
      itemType: 'ReminderSent',
      expiresAt: Date.parse('2026-03-09T09:00:00.000Z') / 1000 + 11 * DAY_SECONDS,
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

describe('a reminder timed to her cycle, after one went', () => {
  // Periods started on 3 September and 1 October; the reminder for the one expected on 29 October went on 8
  // November, and next is 6 December. Her period had started on 3 November.
  const cyclePlan = { ...MONTHLY_PLAN, timing: 'cycle' as const, startDate: '2026-09-01' };

  async function sentOn8November(uid: string) {
    await putUserWithPlan(store(), { uid, plan: cyclePlan, next: '2026-11-08' });
    await putCheckWithPeriodStart(store(), uid, '2026-09-04T10:00:00.000Z', '2026-09-03');
    await putCheckWithPeriodStart(store(), uid, '2026-10-02T10:00:00.000Z', '2026-10-01');
    const sent: OutgoingReminder[] = [];
    await run('2026-11-08T09:01:00Z', async (mail) => void sent.push(mail));
    expect(sent.filter((mail) => mail.to.startsWith(uid))).toHaveLength(1);
    return sent;
  }

  const nextOf = async (uid: string) =>
    (
      await store().doc.send(
        new GetCommand({ TableName: store().tableName, Key: singletonKey(uid, 'User'), ConsistentRead: true }),
      )
    ).Item?.next;

  test('a start she records days later does not bring a second reminder in that period', async () => {
    const uid = `recorded-late-${randomUUID()}`;
    const sent = await sentOn8November(uid);
    // She records 3 November on 12 November: 13 November would be 10 days after it, 5 after the one she had.
    await putCheckWithPeriodStart(store(), uid, '2026-11-12T10:00:00.000Z', '2026-11-03');
    await run('2026-11-12T12:00:00Z', async (mail) => void sent.push(mail));
    await run('2026-11-13T09:30:00Z', async (mail) => void sent.push(mail));
    expect(sent.filter((mail) => mail.to.startsWith(uid))).toHaveLength(1);
    expect(await nextOf(uid)).toBe('2026-12-14');
  }, 60_000);

  test('a send record past its expiry counts for nothing, whether or not it has been removed yet', async () => {
    // As DynamoDB's TTL leaves an expired item for days and the local sweeper removes it within a minute.
    const [kept, removed] = [`expired-kept-${randomUUID()}`, `expired-removed-${randomUUID()}`];
    for (const uid of [kept, removed]) {
      await sentOn8November(uid);
      await putCheckWithPeriodStart(store(), uid, '2026-11-12T10:00:00.000Z', '2026-11-03');
    }
    const keyOf = (uid: string) => ({ pk: reminderSendKey(uid, '2026-11-08'), sk: 'ReminderSent' });
    // Expired a moment before the run, as one written with an earlier, shorter expiry would be.
    await store().doc.send(
      new UpdateCommand({
        TableName: store().tableName,
        Key: keyOf(kept),
        UpdateExpression: 'SET expiresAt = :expired',
        ExpressionAttributeValues: { ':expired': Date.parse('2026-11-12T11:59:00Z') / 1000 },
      }),
    );
    await store().doc.send(new DeleteCommand({ TableName: store().tableName, Key: keyOf(removed) }));

    await run('2026-11-12T12:00:00Z');
    expect(await nextOf(kept)).toBe(await nextOf(removed));
  }, 60_000);
});
