import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import type { Store } from '../store';
import { emailDigest } from './current-draw';

/**
 * At most this many free-route attempts per email per UK day, every spelling of it counted as one (emailDigest), so
 * the route cannot be used to flood.
 */
export const FREE_ENTRY_ATTEMPTS_PER_DAY = 5;

export async function countFreeEntryAttempt(store: Store, email: string, day: string): Promise<void> {
  try {
    await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: { pk: `RATE#prize-draw#${emailDigest(email)}`, sk: `Day#${day}` },
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
