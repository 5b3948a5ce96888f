import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import type { Item, ItemKey } from './keys';
import type { Store } from './store';
import { TTL_ATTRIBUTE } from './table';

/**
 * Whether an item is past its `expiresAt`, by DynamoDB's rule: a Number of epoch seconds less than now. DynamoDB's
 * TTL deletes such an item only some time later (typically within a few days), and until then reads, queries and
 * scans still return it; so wherever a deadline is a promise (the privacy notice) or a lock (the erasure marker),
 * the code asks this rather than trusting that an expired item is already gone.
 */
export function isExpired(item: Item | undefined, now: Date): boolean {
  const expiresAt = item?.[TTL_ATTRIBUTE];
  return typeof expiresAt === 'number' && expiresAt * 1000 < now.getTime();
}

/**
 * Deletes the item now if it is past its `expiresAt`, as TTL would have later: for a write that must not build on
 * an expired item's attributes. Conditional, so an item rewritten meanwhile with a later expiry stays.
 */
export async function deleteIfExpired(store: Store, key: ItemKey, now: Date): Promise<void> {
  try {
    await store.doc.send(
      new DeleteCommand({
        TableName: store.tableName,
        Key: key,
        ConditionExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': now.getTime() / 1000 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
