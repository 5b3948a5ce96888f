import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import { queryAll } from '../records';
import type { Store } from '../store';
import { emailDigest } from './current-draw';

/**
 * At most this many free-route attempts per email per UK day, every spelling of it counted as one (emailDigest), so
 * the route cannot be used to flood.
 */
export const FREE_ENTRY_ATTEMPTS_PER_DAY = 5;

/** Her address's counters, one per UK day (`Day#<date>`), under one partition, so every day's can be found. */
const counterPartition = (email: string) => `RATE#prize-draw#${emailDigest(email)}`;

export async function countFreeEntryAttempt(store: Store, email: string, day: string): Promise<void> {
  try {
    await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: { pk: counterPartition(email), sk: `Day#${day}` },
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
        // expiresAt is the table's TTL attribute on AWS: counters disappear after a week. The key names the day
        // and `day` is always today, so the counter met here is never past its expiry: no expiry check needed.
        UpdateExpression: 'ADD attempts :one SET expiresAt = :expires',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': FREE_ENTRY_ATTEMPTS_PER_DAY,
          ':expires': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 7 * 24 * 3600,
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw new AppSyncError('BadRequest', 'Too many attempts with this email today; please try again tomorrow');
  }
}

/**
 * Deletes the counters of her address, every day's still kept (a week): they are keyed by a hash of it, so her
 * erasure removes them rather than leave them to expire. Returns how many this call deleted; safe to repeat.
 */
export async function deleteFreeEntryCounters(store: Store, email: string): Promise<number> {
  const counters = await queryAll(store, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': counterPartition(email) },
    ConsistentRead: true,
  });
  let deleted = 0;
  for (const { pk, sk } of counters) {
    const { Attributes } = await store.doc.send(
      new DeleteCommand({ TableName: store.tableName, Key: { pk, sk }, ReturnValues: 'ALL_OLD' }),
    );
    if (Attributes !== undefined) deleted += 1;
  }
  return deleted;
}
