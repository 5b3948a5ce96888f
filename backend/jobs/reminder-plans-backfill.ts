import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { getItem, scanAll } from '@/backend/store/records';
import type { Store } from '@/backend/store/store';
import { REMINDER_PLANS } from '@/backend/store/reminder-plans';

/** Records the backfill's progress, so once it is done every run costs one read. No uid: nobody's data. */
const PROGRESS_KEY = { pk: 'Migration#reminderPlans', sk: 'Migration' };

/**
 * The jobs stack deploys before the API stack, so for a few minutes the API that saves plans can be the one that
 * does not put plans in the collection yet. The backfill repeats for this long after its first run to mark those too.
 */
export const BACKFILL_WINDOW_MS = 60 * 60 * 1000;

/**
 * Plans saved before the reminder job read its collection (store/reminder-plans.ts) are not in it. The job's runs in the first hour on a table give it to them (a scan each, the last scans it makes),
 * then record that it is done. Returns how many records it marked, or null once it is done.
 */
export async function backfillReminderPlans(store: Store, now: Date): Promise<number | null> {
  const progress = await getItem(store, PROGRESS_KEY);
  if (progress?.doneAt) return null;
  const firstRunAt = typeof progress?.firstRunAt === 'string' ? progress.firstRunAt : now.toISOString();
  const unmarked = await scanAll(store, {
    ConsistentRead: true,
    FilterExpression: 'sk = :user AND attribute_exists(reminderPlan) AND attribute_not_exists(codeList)',
    ExpressionAttributeValues: { ':user': 'User' },
    ProjectionExpression: 'pk, sk, uid',
  });
  let marked = 0;
  for (const { pk, sk, uid } of unmarked) {
    try {
      await store.doc.send(
        new UpdateCommand({
          TableName: store.tableName,
          Key: { pk, sk },
          UpdateExpression: 'SET codeList = :list, codeDate = :uid',
          // She may have removed her plan since the scan read it.
          ConditionExpression: 'attribute_exists(reminderPlan)',
          ExpressionAttributeValues: { ':list': REMINDER_PLANS, ':uid': String(uid) },
        }),
      );
      marked += 1;
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  const done = now.getTime() - Date.parse(firstRunAt) >= BACKFILL_WINDOW_MS;
  await store.doc.send(
    new PutCommand({
      TableName: store.tableName,
      Item: { ...PROGRESS_KEY, firstRunAt, ...(done ? { doneAt: now.toISOString() } : {}) },
    }),
  );
  return marked;
}
