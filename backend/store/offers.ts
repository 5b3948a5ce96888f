import { createHash } from 'node:crypto';
import { BatchGetCommand, PutCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import { INDEX } from './table';
import { codeItem, forgetClaim } from './codes';
import { countAll, queryAll } from './records';
import { codeKey, withoutNulls, type Item, type ItemKey } from './keys';
import type { Store } from './store';

/**
 * Offers of the incentive scheme and the admin side of their codes. Offers, prize-draw entries, draws and
 * admin activity are listed through the sparse codesByDate index, whose partition (`codeList`) names the
 * collection ('Code', 'Offer', ...): one admin-list index for every collection, with no table migration.
 */

/** At or below this many available codes an offer shows a low-stock warning to admins. */
export const LOW_STOCK_THRESHOLD = 10;

export function offerKey(id: string): ItemKey {
  return { pk: `OFFER#${id}`, sk: 'Offer' };
}

export function offerItem(record: Item): Item {
  return withoutNulls({
    ...record,
    ...offerKey(String(record.id)),
    itemType: 'Offer',
    codeList: 'Offer',
    codeDate: `${String(record.startDate)}#${String(record.id)}`,
  });
}

/** Every item of one collection, oldest first; admin collections are small enough to read whole. */
export function readCollection(
  store: Store,
  collection: string,
  extra: Omit<Partial<QueryCommandInput>, 'TableName' | 'ExclusiveStartKey'> = {},
): Promise<Item[]> {
  return queryAll(store, {
    IndexName: INDEX.codesByDate,
    KeyConditionExpression: 'codeList = :list',
    ...extra,
    ExpressionAttributeValues: { ':list': collection, ...extra.ExpressionAttributeValues },
  });
}

/** Codes of the offer still available: the sparse index holds exactly those. */
export function countStock(store: Store, offerId: string): Promise<number> {
  return countAll(store, {
    IndexName: INDEX.availableCodesBySource,
    KeyConditionExpression: 'availableSource = :source',
    ExpressionAttributeValues: { ':source': offerId },
  });
}

/**
 * The id of an imported code is derived from its offer and its text, so importing the same file twice
 * meets the codes already written instead of adding copies.
 */
export function importedCodeId(offerId: string, code: string): string {
  const hex = createHash('sha256').update(`${offerId}\n${code}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Which of these codes the offer already has (BatchGet reads at most 100 keys at a time). */
export async function existingCodeIds(store: Store, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 100) {
    let keys: Record<string, unknown>[] = ids.slice(start, start + 100).map(codeKey);
    for (let attempt = 0; keys.length > 0 && attempt < 10; attempt += 1) {
      const result = await store.doc.send(
        new BatchGetCommand({
          RequestItems: { [store.tableName]: { Keys: keys, ProjectionExpression: 'id', ConsistentRead: true } },
        }),
      );
      for (const item of result.Responses?.[store.tableName] ?? []) found.add(String(item.id));
      keys = (result.UnprocessedKeys?.[store.tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    if (keys.length > 0) throw new AppSyncError('InternalFailure', 'The store is busy; try the import again');
  }
  return found;
}

/**
 * Writes new codes as put-if-absent, a few at a time. DynamoDB transactions hold at most 100 items (and
 * dynalite has none), so an import is not one transaction: instead every row is validated before the
 * first write, and each write is idempotent. If the process dies part-way, the codes written so far are
 * valid and available, and importing the same file again writes only the rest.
 */
export async function writeImportedCodes(store: Store, offerId: string, codes: string[], now: Date): Promise<number> {
  let written = 0;
  const timestamp = now.toISOString();
  for (let start = 0; start < codes.length; start += 25) {
    const results = await Promise.all(
      codes.slice(start, start + 25).map(async (code) => {
        const item = codeItem({
          id: importedCodeId(offerId, code),
          source: offerId,
          code,
          status: 'AVAILABLE',
          timestamp,
        });
        try {
          await store.doc.send(
            new PutCommand({
              TableName: store.tableName,
              Item: { ...item, revision: 1 },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          );
          return true;
        } catch (error) {
          if (isConditionalCheckFailure(error)) return false;
          throw error;
        }
      }),
    );
    written += results.filter(Boolean).length;
  }
  return written;
}

/**
 * Voids a code unless it is void already; it leaves the available index at once, so nobody can claim it. A
 * member who held it may then claim another code of the offer: her claim marker is cleared. The table has no
 * transactions here (dynalite has none), so the clear follows the void; should it fail, her next claim finds
 * the marker pointing at a void code and clears it then (claimCode).
 */
export async function voidCodeItem(store: Store, id: string): Promise<Item> {
  const voided = await markVoid(store, id);
  if (typeof voided.uid === 'string' && typeof voided.source === 'string') {
    await forgetClaim(store, voided.source, voided.uid, id);
  }
  return voided;
}

async function markVoid(store: Store, id: string): Promise<Item> {
  try {
    const { Attributes } = await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: codeKey(id),
        ConditionExpression: 'attribute_exists(pk) AND #status <> :void',
        UpdateExpression:
          'SET #status = :void, revision = if_not_exists(revision, :zero) + :one REMOVE availableSource',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':void': 'VOID', ':zero': 0, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as Item;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw new AppSyncError('NotFound', `No code ${id} that can be voided (it does not exist or is void already)`);
  }
}

/** Claimed codes of these offers, oldest claim first. */
export async function claimedCodesOf(store: Store, offerIds: string[]): Promise<Item[]> {
  if (offerIds.length === 0) return [];
  const codes: Item[] = [];
  // One query per offer on the available index is not possible (claimed codes leave it), so the code
  // list is filtered; it is an admin export, not a member's request.
  for (let start = 0; start < offerIds.length; start += 50) {
    const chunk = offerIds.slice(start, start + 50);
    const values = Object.fromEntries(chunk.map((id, n) => [`:o${n}`, id]));
    codes.push(
      ...(await readCollection(store, 'Code', {
        FilterExpression: `#source IN (${Object.keys(values).join(', ')}) AND attribute_exists(claimedAt)`,
        ExpressionAttributeNames: { '#source': 'source' },
        ExpressionAttributeValues: values,
      })),
    );
  }
  return codes.sort((a, b) => String(a.claimedAt).localeCompare(String(b.claimedAt)));
}
