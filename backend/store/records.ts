import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import { INDEX } from './table';
import { readPageToken, signPageToken } from './page-token';
import { typeDateRange, type Item, type ItemKey, type ItemType } from './keys';
import type { Store } from './store';

export async function getItem(store: Store, key: ItemKey): Promise<Item | undefined> {
  const { Item } = await store.doc.send(new GetCommand({ TableName: store.tableName, Key: key, ConsistentRead: true }));
  return Item;
}

/**
 * Writes a new item unless one with its key exists; then returns the existing one instead. This is what
 * makes creates idempotent: the client picks the id, so a double submit or a replay meets its first write.
 */
export async function putIfAbsent(store: Store, item: Item): Promise<{ created: boolean; item: Item }> {
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: { ...item, revision: 1 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { created: true, item };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const existing = await getItem(store, { pk: String(item.pk), sk: String(item.sk) });
    if (!existing) throw new AppSyncError('Conflict', 'The record was deleted while it was being created; try again');
    return { created: false, item: existing };
  }
}

/**
 * Replaces an item read earlier, only if nobody wrote it since (optimistic concurrency on `revision`),
 * so two tabs editing the same record cannot silently overwrite each other.
 */
export async function replaceItem(store: Store, previous: Item, next: Item): Promise<Item> {
  const revision = Number(previous.revision ?? 0);
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: { ...next, revision: revision + 1 },
        ConditionExpression: previous.revision === undefined ? 'attribute_exists(pk)' : 'revision = :revision',
        ...(previous.revision === undefined ? {} : { ExpressionAttributeValues: { ':revision': revision } }),
      }),
    );
    return next;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw new AppSyncError('Conflict', 'The record changed while it was being saved; reload it and try again');
  }
}

/** Deletes an item only while it still belongs to `uid`; returns the deleted item, or undefined. */
export async function deleteOwnedItem(store: Store, key: ItemKey, uid: string): Promise<Item | undefined> {
  try {
    const { Attributes } = await store.doc.send(
      new DeleteCommand({
        TableName: store.tableName,
        Key: key,
        ConditionExpression: 'attribute_not_exists(pk) OR uid = :uid',
        ExpressionAttributeValues: { ':uid': uid },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return undefined;
  }
}

export interface PageRequest {
  limit: number;
  nextToken?: string | null;
  /** Everything that defines the query; a token is only accepted by the query with the same scope. */
  scope: string;
}

export interface Page {
  items: Item[];
  nextToken: string | null;
}

/** At most this many DynamoDB reads per page, so a sparse filter cannot turn one request into a scan. */
const MAX_READS_PER_PAGE = 10;

/**
 * Runs a query page by page until `limit` items passed its filter. With a FilterExpression DynamoDB
 * counts items read, not items returned, so one read can come back short.
 */
export async function queryPage(
  store: Store,
  query: Omit<QueryCommandInput, 'TableName'>,
  page: PageRequest,
): Promise<Page> {
  let startKey: Record<string, string> | undefined = page.nextToken
    ? readPageToken(page.nextToken, page.scope, store.tokenSecret)
    : undefined;
  const items: Item[] = [];
  for (let read = 0; read < MAX_READS_PER_PAGE && items.length < page.limit; read += 1) {
    const result = await store.doc.send(
      new QueryCommand({
        ...query,
        TableName: store.tableName,
        Limit: page.limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey as Record<string, string> | undefined;
    if (!startKey) break;
  }
  return { items, nextToken: startKey ? signPageToken(startKey, page.scope, store.tokenSecret) : null };
}

export interface UidQuery {
  uid: string;
  itemType: ItemType;
  from?: string | null;
  to?: string | null;
  ascending: boolean;
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
}

/** One item type of one user, ordered by date on the byUid index; date ranges are key conditions. */
export function uidQuery({
  uid,
  itemType,
  from,
  to,
  ascending,
  filter,
}: UidQuery): Omit<QueryCommandInput, 'TableName'> {
  const [lower, upper] = typeDateRange(itemType, from, to);
  return {
    IndexName: INDEX.byUid,
    KeyConditionExpression: 'uid = :uid AND typeDate BETWEEN :lower AND :upper',
    ExpressionAttributeValues: { ':uid': uid, ':lower': lower, ':upper': upper, ...filter?.values },
    ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
    ScanIndexForward: ascending,
  };
}

/**
 * Every item a user owns, of every type. The byUid index is eventually consistent on AWS, so a write
 * made in the same second may be missed; erasure repeats until nothing is left.
 */
export async function allItemsOfUser(store: Store, uid: string): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        IndexName: INDEX.byUid,
        KeyConditionExpression: 'uid = :uid',
        ExpressionAttributeValues: { ':uid': uid },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return items;
}
