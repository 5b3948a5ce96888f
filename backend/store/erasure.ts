import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { deleteIfExpired, isExpired } from './expiry';
import { TTL_ATTRIBUTE } from './table';
import type { Store } from './store';

/**
 * Her "erased" marker, written before her records are swept. Once her account is deleted her access and ID
 * tokens still work until they expire (AppSync does not check revocation), so another device's outbox or an
 * open tab could write new records under her sub that nobody could then export or erase; while the marker
 * exists, writes of her own data are refused (api/dispatch.ts). It carries no `uid`: it is not one of her
 * items, so neither export nor the sweep sees it.
 */
const erasureKey = (uid: string) => ({ pk: `ERASED#${uid}`, sk: 'Erasure' });

/**
 * Her tokens last an hour (infra/lib/identity-stack.ts) and Cognito allows at most a day, so two days outlive any
 * token she held. Then it no longer counts (erasureBegan), and DynamoDB's TTL removes it some time later (enabled on
 * `expiresAt` in infra/lib/data-stack.ts; typically within a few days).
 */
const MARKER_SECONDS = 2 * 24 * 60 * 60;

const expiry = (now: Date) => Math.floor(now.getTime() / 1000) + MARKER_SECONDS;

/**
 * Marks her erasure as under way. `running` counts the erasures in progress (a second tab may erase too), so
 * one that fails takes the marker away only when no other is running and none has finished. An expired marker
 * TTL has not yet deleted goes first: its count and finish belong to an erasure long over, and building on them
 * could keep her locked out after this one fails.
 */
export async function beginErasure(store: Store, uid: string, now: Date): Promise<void> {
  await deleteIfExpired(store, erasureKey(uid), now);
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: erasureKey(uid),
      UpdateExpression: 'SET startedAt = if_not_exists(startedAt, :now), #ttl = :expires ADD running :one',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':now': now.toISOString(), ':expires': expiry(now), ':one': 1 },
    }),
  );
}

/** Her records are gone: the marker stays until it expires, outliving her tokens. */
export async function finishErasure(store: Store, uid: string, now: Date): Promise<void> {
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: erasureKey(uid),
      UpdateExpression: 'SET finishedAt = :now, #ttl = :expires ADD running :minusOne',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':now': now.toISOString(), ':expires': expiry(now), ':minusOne': -1 },
    }),
  );
}

/**
 * Her erasure failed, so the app keeps her account (it deletes the identity only after erasure succeeds): her
 * own writes work again, unless another erasure of hers is still running or has finished.
 */
export async function abandonErasure(store: Store, uid: string): Promise<void> {
  const { Attributes } = await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: erasureKey(uid),
      UpdateExpression: 'ADD running :minusOne',
      ExpressionAttributeValues: { ':minusOne': -1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (!Attributes || Number(Attributes.running) > 0 || 'finishedAt' in Attributes) return;
  try {
    await store.doc.send(
      new DeleteCommand({
        TableName: store.tableName,
        Key: erasureKey(uid),
        ConditionExpression: 'attribute_not_exists(finishedAt) AND running <= :none',
        ExpressionAttributeValues: { ':none': 0 },
      }),
    );
  } catch (error) {
    // Another erasure began meanwhile: its marker stays.
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Strongly consistent, so a write racing her erasure sees the marker as soon as it is written. A marker past its
 * expiry counts as gone: TTL may leave it for days, and it must not refuse her writes for longer than it promises.
 */
export async function erasureBegan(store: Store, uid: string, now: Date): Promise<boolean> {
  const { Item } = await store.doc.send(
    new GetCommand({
      TableName: store.tableName,
      Key: erasureKey(uid),
      ConsistentRead: true,
      ProjectionExpression: 'pk, #ttl',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
    }),
  );
  return Item !== undefined && !isExpired(Item, now);
}
