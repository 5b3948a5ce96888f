import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { getItem, scanAll } from '@/backend/store/records';
import { REMINDER_SENT, reminderSentExpiry } from '@/backend/store/reminder-sends';
import type { Store } from '@/backend/store/store';
import { TTL_ATTRIBUTE } from '@/backend/store/table';

/** Records that the backfill ran, so every later run costs one read. No uid: nobody's data. */
const PROGRESS_KEY = { pk: 'Migration#reminderSends', sk: 'Migration' };

/**
 * Sent-reminder records written before they expired (store/reminder-sends.ts) would otherwise be kept for ever:
 * the first run of the job after the change gives each the expiry it would have had, and removes at once those
 * already past it, rather than leave them to TTL's few days. One scan, once; only the job writes these records,
 * so none without an expiry can appear after it. Returns how many it changed, or null once it has run.
 */
export async function backfillReminderSendExpiry(store: Store, now: Date): Promise<number | null> {
  if ((await getItem(store, PROGRESS_KEY))?.doneAt) return null;
  const legacy = await scanAll(store, {
    ConsistentRead: true,
    FilterExpression: 'sk = :sent AND attribute_not_exists(#ttl)',
    ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':sent': REMINDER_SENT },
    ProjectionExpression: 'pk, sk, sentAt',
  });
  for (const { pk, sk, sentAt } of legacy) {
    const sent = new Date(typeof sentAt === 'string' ? sentAt : 0);
    const expiresAt = Number.isNaN(sent.getTime()) ? 0 : reminderSentExpiry(sent);
    const Key = { pk, sk };
    try {
      await store.doc.send(
        expiresAt * 1000 <= now.getTime()
          ? new DeleteCommand({ TableName: store.tableName, Key })
          : new UpdateCommand({
              TableName: store.tableName,
              Key,
              UpdateExpression: 'SET itemType = :sent, #ttl = :expires',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
              ExpressionAttributeValues: { ':sent': REMINDER_SENT, ':expires': expiresAt },
            }),
      );
    } catch (error) {
      // Erased meanwhile.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  await store.doc.send(
    new PutCommand({ TableName: store.tableName, Item: { ...PROGRESS_KEY, doneAt: now.toISOString() } }),
  );
  return legacy.length;
}
