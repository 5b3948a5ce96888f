/**
 * The one-off backfill of the reminder job's sparse index, against dynalite: plans stored before the index
 * existed are marked during the first hour of runs, records without a plan are not, and then it stops scanning.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { singletonKey } from '@/backend/store/keys';
import { useTestStore } from '@/backend/testing/test-api';
import { MONTHLY_PLAN } from '@/backend/testing/reminder-users';
import { BACKFILL_WINDOW_MS, backfillReminderPlans } from './reminder-plans-backfill';

const store = useTestStore();

/** A User as the API stored it before plans had a collection of their own. */
const putOlderUser = (uid: string, withPlan: boolean) =>
  store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: {
        ...singletonKey(uid, 'User'),
        uid,
        itemType: 'User',
        ...(withPlan ? { reminderPlan: JSON.stringify(MONTHLY_PLAN) } : {}),
      },
    }),
  );

const collectionOf = async (uid: string) =>
  (
    await store().doc.send(
      new GetCommand({ TableName: store().tableName, Key: singletonKey(uid, 'User'), ConsistentRead: true }),
    )
  ).Item?.codeList;

test('marks older plans during the first hour of runs, then stops', async () => {
  const start = new Date('2026-12-01T09:00:00Z');
  await putOlderUser('older-plan', true);
  await putOlderUser('no-plan', false);

  expect(await backfillReminderPlans(store(), start)).toBe(1);
  expect(await collectionOf('older-plan')).toBe('ReminderPlan');
  expect(await collectionOf('no-plan')).toBeUndefined();

  // Saved by the API that did not write the attribute yet, within the hour: the next run marks it.
  await putOlderUser('saved-during-deploy', true);
  expect(await backfillReminderPlans(store(), new Date(start.getTime() + 5 * 60_000))).toBe(1);
  expect(await collectionOf('saved-during-deploy')).toBe('ReminderPlan');

  expect(await backfillReminderPlans(store(), new Date(start.getTime() + BACKFILL_WINDOW_MS))).toBe(0);
  await putOlderUser('after-the-hour', true);
  expect(await backfillReminderPlans(store(), new Date(start.getTime() + BACKFILL_WINDOW_MS + 1))).toBeNull();
  expect(await collectionOf('after-the-hour')).toBeUndefined();
});
