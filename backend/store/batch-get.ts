import { setTimeout as pause } from 'node:timers/promises';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError } from '@/backend/core/errors';
import type { Item, ItemKey } from './keys';
import type { Store } from './store';

/** BatchGetItem reads at most this many keys a call. */
const KEYS_PER_CALL = 100;
/** A busy table hands some keys back unprocessed; they are asked for again this many times, backing off. */
const ATTEMPTS = 6;

/**
 * Every item of these keys that exists, read consistently, in one BatchGetItem per 100 keys rather than one
 * GetItem each. `projection` names the attributes wanted (a reserved word such as `id` is fine: names are
 * aliased here). Order is not kept: match the items by their attributes.
 */
export async function getAllByKey(store: Store, allKeys: readonly ItemKey[], projection?: string[]): Promise<Item[]> {
  const names = projection && Object.fromEntries(projection.map((name, n) => [`#p${n}`, name]));
  const found: Item[] = [];
  for (let start = 0; start < allKeys.length; start += KEYS_PER_CALL) {
    let keys: Record<string, unknown>[] = allKeys.slice(start, start + KEYS_PER_CALL).map((key) => ({ ...key }));
    for (let attempt = 0; keys.length > 0 && attempt < ATTEMPTS; attempt += 1) {
      if (attempt > 0) await pause(20 * 2 ** attempt);
      const result = await store.doc.send(
        new BatchGetCommand({
          RequestItems: {
            [store.tableName]: {
              Keys: keys,
              ConsistentRead: true,
              ...(names && { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names }),
            },
          },
        }),
      );
      found.push(...(result.Responses?.[store.tableName] ?? []));
      keys = (result.UnprocessedKeys?.[store.tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    if (keys.length > 0) throw new AppSyncError('InternalFailure', 'The store is busy; try again in a moment');
  }
  return found;
}
