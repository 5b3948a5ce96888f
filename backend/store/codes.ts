import { randomInt } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import { INDEX } from './table';
import { claimKey, codeKey, typeDate, withoutNulls, type Item } from './keys';
import { londonDate } from '@/lib/reminders/local-date';
import { getItem } from './records';
import type { Store } from './store';

/**
 * Discount codes. An available code sits in the sparse availableCodesBySource index; claiming it is one
 * conditional update that also takes it out of that index, so two users can never get the same code.
 */

/** Adds the key and index attributes a code item needs for its current status. */
export function codeItem(record: Item): Item {
  const id = String(record.id);
  const claimed = typeof record.uid === 'string' && typeof record.claimedAt === 'string';
  return withoutNulls({
    ...record,
    ...codeKey(id),
    itemType: 'Code',
    codeList: 'Code',
    codeDate: `${String(record.timestamp)}#${id}`,
    availableSource: record.status === 'AVAILABLE' ? record.source : undefined,
    typeDate: claimed ? typeDate('Code', String(record.claimedAt), id) : undefined,
  });
}

export async function getCode(store: Store, id: string): Promise<Item | undefined> {
  return getItem(store, codeKey(id));
}

const CANDIDATES_PER_ROUND = 25;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Takes one available code of the offer for `uid`; undefined when the offer has none left. */
async function takeAvailableCode(store: Store, source: string, uid: string, now: Date): Promise<Item | undefined> {
  const claimedAt = now.toISOString();
  // Every round either takes a code or sees the ones it lost go to others, so the pool shrinks each round.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { Items = [] } = await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        IndexName: INDEX.availableCodesBySource,
        KeyConditionExpression: 'availableSource = :source',
        ExpressionAttributeValues: { ':source': source },
        Limit: CANDIDATES_PER_ROUND,
      }),
    );
    if (Items.length === 0) return undefined;
    // Claimants who start together try the candidates in different orders, so most win on the first try.
    for (const candidate of shuffled(Items)) {
      const id = String(candidate.pk).slice('CODE#'.length);
      try {
        const { Attributes } = await store.doc.send(
          new UpdateCommand({
            TableName: store.tableName,
            Key: codeKey(id),
            // The index is eventually consistent: the condition, not the query, decides who gets the code.
            ConditionExpression: '#status = :available AND availableSource = :source AND attribute_not_exists(uid)',
            UpdateExpression:
              'SET #status = :claimed, uid = :uid, claimedAt = :claimedAt, typeDate = :typeDate, revision = if_not_exists(revision, :zero) + :one REMOVE availableSource',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':available': 'AVAILABLE',
              ':claimed': 'CLAIMED',
              ':source': source,
              ':uid': uid,
              ':claimedAt': claimedAt,
              ':typeDate': typeDate('Code', claimedAt, id),
              ':one': 1,
              ':zero': 0,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes;
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
      }
    }
    // A short page was the whole index: every code it listed has gone to someone else, so none are left,
    // even while the eventually consistent index still lists them.
    if (Items.length < CANDIDATES_PER_ROUND) return undefined;
  }
  throw new AppSyncError('Conflict', 'Codes for this offer are in high demand; try again');
}

/** Puts a claimed code back, used when a concurrent claim of the same user won the race. */
async function releaseCode(store: Store, code: Item, uid: string): Promise<void> {
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: codeKey(String(code.id)),
      ConditionExpression: 'uid = :uid',
      UpdateExpression: 'SET #status = :available, availableSource = :source REMOVE uid, claimedAt, typeDate',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':uid': uid, ':available': 'AVAILABLE', ':source': code.source },
    }),
  );
}

/**
 * One code per user per offer. A claim marker (CLAIM#source#uid) is created first and then pointed at
 * the code with a conditional write; of two concurrent claims by the same user only one can point it, and
 * the other puts its code back. A repeated claim returns the code already held, unless it has been withdrawn:
 * then she gets a fresh one, so "your code is ready" is always a code she can use.
 */
export async function claimCode(store: Store, source: string, uid: string, now: Date, retried = false): Promise<Item> {
  const marker = claimKey(source, uid);
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: {
          ...marker,
          itemType: 'CodeClaim',
          uid,
          source,
          typeDate: typeDate('CodeClaim', now.toISOString(), source),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  const existing = await getItem(store, marker);
  if (typeof existing?.codeId === 'string') {
    const held = await getCode(store, existing.codeId);
    if (held && held.status !== 'VOID') return held;
    // Her code was withdrawn (voided or deleted by an admin) and its marker outlived it, as a void whose own
    // clean-up did not finish leaves it: she may claim a fresh code, once.
    if (!retried) {
      await forgetClaim(store, source, uid, existing.codeId);
      return claimCode(store, source, uid, now, true);
    }
    throw new AppSyncError('Conflict', 'The claim was interrupted; try again');
  }

  const code = await takeAvailableCode(store, source, uid, now);
  if (!code) {
    await store.doc
      .send(
        new DeleteCommand({
          TableName: store.tableName,
          Key: marker,
          ConditionExpression: 'attribute_not_exists(codeId)',
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionalCheckFailure(error)) throw error;
      });
    throw new AppSyncError('NotFound', `No codes are left for offer ${source}`);
  }
  try {
    await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: marker,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(codeId)',
        UpdateExpression: 'SET codeId = :codeId',
        ExpressionAttributeValues: { ':codeId': code.id },
      }),
    );
    return code;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    await releaseCode(store, code, uid);
    const winner = await getItem(store, marker);
    if (typeof winner?.codeId !== 'string') throw new AppSyncError('Conflict', 'The claim was interrupted; try again');
    return heldCode(store, winner.codeId);
  }
}

async function heldCode(store: Store, codeId: string): Promise<Item> {
  const code = await getCode(store, codeId);
  if (!code) throw new AppSyncError('NotFound', 'The code claimed for this offer has been withdrawn');
  return code;
}

/**
 * Clears her claim marker of an offer if it still points at this code, so that once the code is withdrawn
 * she may claim another. Conditional, so a marker that already points at a newer claim stays; repeatable.
 */
export async function forgetClaim(store: Store, source: string, uid: string, codeId: string): Promise<void> {
  try {
    await store.doc.send(
      new DeleteCommand({
        TableName: store.tableName,
        Key: claimKey(source, uid),
        ConditionExpression: 'codeId = :codeId',
        ExpressionAttributeValues: { ':codeId': codeId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** What ties a code to her or to her order at the partner: erasure removes them all. */
const HER_CODE_FIELDS = [
  ...['uid', 'typeDate', 'email', 'emailVerified', 'phone', 'firstName', 'lastName'],
  ...['addressOne', 'addressTwo', 'city', 'postCode', 'country', 'latitude', 'longitude'],
  // The partner's own order keys: with them its records would name her again.
  ...['orderNumber', 'checkoutId', 'checkoutToken', 'confirmationNumber'],
  // What she bought and how: the privacy notice keeps only the offer, the code, its amounts and the day.
  ...['productName', 'productType', 'locale', 'fulfillment', 'subscription'],
];

/**
 * The day, not the moment, she claimed it: the partner's report still counts it, but cannot match it to her order.
 * The UK day, as the report and the notice count days (a claim at 00:30 BST is that day, not the UTC day before).
 */
const claimedDay = (claimedAt: unknown) =>
  typeof claimedAt === 'string' && !Number.isNaN(Date.parse(claimedAt))
    ? `${londonDate(claimedAt)}T00:00:00.000Z`
    : null;

/**
 * For erasure: the code stays (the partner's accounts need it: which codes were claimed, and on which day) but
 * nothing links it to her, here or through the partner's order.
 */
export async function unlinkCode(store: Store, id: string, uid: string): Promise<boolean> {
  const day = claimedDay((await getCode(store, id))?.claimedAt);
  try {
    await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: codeKey(id),
        ConditionExpression: 'uid = :uid',
        UpdateExpression: `${day ? 'SET claimedAt = :day ' : ''}REMOVE ${HER_CODE_FIELDS.join(', ')}`,
        ExpressionAttributeValues: { ':uid': uid, ...(day ? { ':day': day } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return false;
  }
}

export async function deleteCodeItem(store: Store, id: string): Promise<Item | undefined> {
  const { Attributes } = await store.doc.send(
    new DeleteCommand({ TableName: store.tableName, Key: codeKey(id), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes;
}
