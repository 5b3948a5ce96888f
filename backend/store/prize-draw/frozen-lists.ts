import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import type { FrozenEntries } from '@/lib/prize-draw/draw';
import { hashEntries } from '@/lib/prize-draw/draw';
import { getItem } from '../records';
import type { Item } from '../keys';
import type { Store } from '../store';
import { drawKey } from './draw-records';

/**
 * Chunks are named by the list's hash, so two admins freezing different lists for one draw at once never
 * overwrite each other's chunks: the Frozen record that wins names the chunks that belong to it.
 */
const chunkKey = (drawId: string, hash: string, n: number) =>
  drawKey(drawId, `Entries#${hash.slice(0, 16)}#${String(n).padStart(4, '0')}`);
/** Entry ids are 36 characters: 5000 of them stay well inside DynamoDB's 400 KB item limit. */
const IDS_PER_CHUNK = 5000;

/** The ids a draw froze, checked against their recorded hash. */
async function readFrozenIds(store: Store, drawId: string, frozen: Item): Promise<string[]> {
  const keys = Array.from({ length: Number(frozen.chunks) }, (_, n) => chunkKey(drawId, String(frozen.hash), n));
  const ids: string[] = [];
  for (const key of keys) ids.push(...(((await getItem(store, key))?.ids as string[] | undefined) ?? []));
  if (hashEntries(ids) !== frozen.hash)
    throw new AppSyncError('Conflict', `The frozen entries of draw ${drawId} do not match their hash`);
  return ids;
}

/** The entry ids a draw froze, read by key (consistently), or undefined while it has frozen none. */
export async function frozenListOf(store: Store, drawId: string): Promise<string[] | undefined> {
  const frozen = await getItem(store, drawKey(drawId, 'Frozen'));
  return frozen ? readFrozenIds(store, drawId, frozen) : undefined;
}

/** The entry ids a draw was made from (empty if it froze none). */
export async function frozenEntryIds(store: Store, drawId: string): Promise<string[]> {
  return (await frozenListOf(store, drawId)) ?? [];
}

/**
 * Freezes the entries of a draw before anything is chosen: the sorted ids in chunks, then a record of
 * their count and hash. If an earlier attempt froze a list and died before its result was written, that
 * list (checked against its hash) is used again rather than a new one, and the attempt is counted.
 */
export async function freezeDraw(
  store: Store,
  drawId: string,
  frozen: FrozenEntries,
  now: Date,
  by: string,
): Promise<{ frozen: FrozenEntries; attempt: number }> {
  const earlier = await getItem(store, drawKey(drawId, 'Frozen'));
  if (earlier) {
    const ids = await readFrozenIds(store, drawId, earlier);
    const { Attributes } = await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: drawKey(drawId, 'Frozen'),
        UpdateExpression: 'ADD attempts :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { frozen: { ids, hash: String(earlier.hash) }, attempt: Number(Attributes?.attempts) };
  }
  const chunks: string[][] = [];
  for (let start = 0; start < frozen.ids.length; start += IDS_PER_CHUNK)
    chunks.push(frozen.ids.slice(start, start + IDS_PER_CHUNK));
  for (const [n, ids] of chunks.entries()) {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: { ...chunkKey(drawId, frozen.hash, n), itemType: 'PrizeDrawEntries', ids },
      }),
    );
  }
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: {
          ...drawKey(drawId, 'Frozen'),
          itemType: 'PrizeDrawFrozen',
          hash: frozen.hash,
          count: frozen.ids.length,
          chunks: chunks.length,
          frozenAt: now.toISOString(),
          frozenBy: by,
          attempts: 1,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw new AppSyncError('Conflict', `Draw ${drawId} is being run by someone else; reload the list of draws`);
  }
  return { frozen, attempt: 1 };
}
