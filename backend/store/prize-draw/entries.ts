import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { deleteIfExpired, isExpired } from '../expiry';
import { putIfAbsent, queryAll } from '../records';
import { typeDate, type Item } from '../keys';
import type { Store } from '../store';
import { sameAddress } from './canonical-email';
import { entryPartition, legacyEntryPartition } from './current-draw';

/** Writes her entry, or meets the one under its key; one past its expiry that TTL has not deleted yet is replaced. */
export async function putOrRenew(store: Store, item: Item, now: Date): Promise<{ created: boolean; item: Item }> {
  const first = await putIfAbsent(store, item);
  if (first.created || !isExpired(first.item, now)) return first;
  // Her entry in a draw more than 30 days ago, which TTL has not deleted yet: gone, so this is a new entry.
  await deleteIfExpired(store, { pk: String(item.pk), sk: String(item.sk) }, now);
  return putIfAbsent(store, item);
}

/**
 * Links a free-route entry to the member whose verified email it is under, so she can see and withdraw it: it
 * keeps its id and date, so its place in the draw (and in any list a draw has frozen) is unchanged, and takes
 * `name`, the name on her account, in place of the one typed on the form (which anyone could have typed). Only
 * while it is the same entry and no account has it: undefined when it has been withdrawn, replaced or linked
 * meanwhile.
 */
export async function linkEntry(
  store: Store,
  entry: Item,
  member: { uid: string; name: string },
  now: Date,
): Promise<Item | undefined> {
  try {
    const { Attributes } = await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: { pk: String(entry.pk), sk: String(entry.sk) },
        ConditionExpression: 'attribute_exists(pk) AND id = :id AND attribute_not_exists(uid)',
        UpdateExpression: 'SET uid = :uid, #name = :name, linkedAt = :now, typeDate = :typeDate',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':id': entry.id,
          ':uid': member.uid,
          ':now': now.toISOString(),
          ':typeDate': typeDate('PrizeDrawEntry', String(entry.createdAt), String(entry.id)),
          ':name': member.name,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as Item;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return undefined;
  }
}

/**
 * Every entry made with her address (sameAddress: as typed, or for Gmail with other dots), in every draw whose
 * entries are still kept (each partition is small). Read under the canonical key and the key from before keys were
 * canonical, then only those with her address: another spelling under the same key, such as a `+tag`, may be
 * someone else's on her domain, and is neither shown to her nor erased with her data.
 */
async function entriesUnder(store: Store, email: string): Promise<Item[]> {
  const partitions = [entryPartition(email), legacyEntryPartition(email)].filter((pk) => pk !== undefined);
  const found = await Promise.all(
    partitions.map((pk) =>
      queryAll(store, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
        ExpressionAttributeValues: { ':pk': pk, ':entry': 'PrizeDrawEntry' },
        ConsistentRead: true,
      }),
    ),
  );
  return found.flat().filter((entry) => typeof entry.email === 'string' && sameAddress(entry.email, email));
}

/**
 * The entries made with her email that no account has claimed: ones she made on the free route before she joined,
 * and never linked, in this draw or an earlier one not yet deleted. Hers to see and erase only when `email` is the
 * verified email of her token (never an argument). Past its expiry an entry is already gone, as everywhere else.
 */
export async function getUnlinkedEntries(store: Store, email: string, now: Date): Promise<Item[]> {
  return (await entriesUnder(store, email)).filter((entry) => entry.uid === undefined && !isExpired(entry, now));
}

/** Deletes those entries, each only while it is still unlinked; returns how many this call deleted. */
export async function deleteUnlinkedEntries(store: Store, email: string): Promise<number> {
  let deleted = 0;
  for (const entry of await entriesUnder(store, email)) {
    if (entry.uid !== undefined) continue;
    try {
      const { Attributes } = await store.doc.send(
        new DeleteCommand({
          TableName: store.tableName,
          Key: { pk: String(entry.pk), sk: String(entry.sk) },
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(uid)',
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (Attributes !== undefined) deleted += 1;
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  return deleted;
}
