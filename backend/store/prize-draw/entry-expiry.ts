import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import type { Item } from '../keys';
import type { Store } from '../store';
import { TTL_ATTRIBUTE } from '../table';
import { entriesExpireAt } from './retention';

/** How many entries' deletion times are written at once: well inside DynamoDB's limits for one partition each. */
export const EXPIRY_CONCURRENCY = 50;

/**
 * Every entry of a draw that has been drawn is deleted 30 days after it. Up to EXPIRY_CONCURRENCY writes are in
 * flight at a time, each starting as soon as one ends; an entry that already has that time is skipped, so a
 * run that stopped part-way is finished by running it again. No write starts once `stopBy()` says so (the caller's
 * time budget): the answer is how many entries are still to do, 0 when all are done.
 */
export async function expireEntries(
  store: Store,
  entries: readonly Item[],
  drawnAt: string,
  stopBy: () => boolean = () => false,
): Promise<number> {
  const expiresAt = entriesExpireAt(drawnAt);
  const todo = entries.filter((entry) => entry[TTL_ATTRIBUTE] !== expiresAt);
  let next = 0;
  let failed = false;
  const expireOne = async (entry: Item) => {
    try {
      await store.doc.send(
        new UpdateCommand({
          TableName: store.tableName,
          Key: { pk: String(entry.pk), sk: String(entry.sk) },
          UpdateExpression: 'SET #ttl = :expires',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':expires': expiresAt },
        }),
      );
    } catch (error) {
      // Withdrawn meanwhile: nothing left to expire.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  };
  const worker = async () => {
    while (!failed && next < todo.length && !stopBy()) {
      const entry = todo[next]!;
      next += 1;
      try {
        await expireOne(entry);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXPIRY_CONCURRENCY, todo.length) }, worker));
  return todo.length - next;
}
