import { createHash } from 'node:crypto';
import { PutCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import { INDEX } from './table';
import { codeItem, forgetClaim } from './codes';
import { writeInParallel } from './in-parallel';
import { getAllByKey } from './batch-get';
import { countAll, getItem, putIfNew, queryAll } from './records';
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

/**
 * A partner's one record of a code, whichever of its offers holds it: a code is single-use at the partner's
 * checkout, so it may reach members through one offer only. Keyed case-folded, as checkouts compare codes. It
 * names the code item that holds it (`codeId`) and stays when that code is voided or unlinked by an erasure: a
 * code given out once is never given out again. It carries nothing about a member.
 */
export function partnerCodeKey(partner: string, code: string): ItemKey {
  return { pk: `PARTNER_CODE#${partner}#${code.toLowerCase()}`, sk: 'PartnerCode' };
}

/** The offer, and the spelling, under which a code is held for the partner. */
export interface CodeHolder {
  offerId: string;
  code: string;
}

export interface ImportCheck {
  /** Codes the offer already has. */
  existing: Set<string>;
  /** Codes held for the partner by another offer, or by this offer in another case. */
  heldElsewhere: Map<string, CodeHolder>;
}

/** What the store already holds of these codes: the offer's own, and the partner's markers. */
export async function checkImportedCodes(
  store: Store,
  offerId: string,
  partner: string,
  codes: string[],
): Promise<ImportCheck> {
  const codeIds = new Map(codes.map((code) => [codeKey(importedCodeId(offerId, code)).pk, code]));
  const markers = new Map(codes.map((code) => [partnerCodeKey(partner, code).pk, code]));
  const found = await getAllByKey(store, [
    ...codes.map((code) => codeKey(importedCodeId(offerId, code))),
    ...codes.map((code) => partnerCodeKey(partner, code)),
  ]);
  const existing = new Set<string>();
  const holders = new Map<string, Item>();
  for (const item of found) {
    const code = codeIds.get(String(item.pk));
    if (code !== undefined) existing.add(code);
    else holders.set(String(markers.get(String(item.pk))), item);
  }
  const heldElsewhere = new Map<string, CodeHolder>();
  for (const code of codes) {
    const holder = holders.get(code);
    if (!existing.has(code) && holder && holder.codeId !== importedCodeId(offerId, code)) {
      heldElsewhere.set(code, { offerId: String(holder.offerId), code: String(holder.code) });
    }
  }
  return { existing, heldElsewhere };
}

export interface ImportWrite {
  written: number;
  /** Codes another import took for another offer of the partner between the check and the write. */
  heldElsewhere: Map<string, CodeHolder>;
}

/**
 * Writes new codes, PARALLEL_WRITES at a time, each as its partner marker and then the code, both conditional.
 * DynamoDB transactions hold at most 100 items (and dynalite has none), so neither the import nor a code's two
 * writes are one transaction: instead every row is validated before the first write, and each write is
 * idempotent. The marker comes first and is taken only when absent or already this code's, so of two imports
 * of one code into two offers one wins. If the process dies, or `stopAt` comes, part-way, the codes written so
 * far are valid and available, a marker whose code was not written still names this offer's code, and checking
 * the same file again shows exactly the rest to import.
 */
export async function writeImportedCodes(
  store: Store,
  offer: { id: string; partner: string },
  codes: string[],
  now: Date,
  stopAt?: number,
): Promise<ImportWrite> {
  const result: ImportWrite = { written: 0, heldElsewhere: new Map() };
  const timestamp = now.toISOString();
  await writeInParallel(
    codes,
    async (code) => {
      const id = importedCodeId(offer.id, code);
      const holder = await takePartnerCode(store, offer, code, id);
      if (holder) result.heldElsewhere.set(code, holder);
      else if (await putIfNew(store, codeItem({ id, source: offer.id, code, status: 'AVAILABLE', timestamp })))
        result.written += 1;
    },
    stopAt,
  );
  return result;
}

/** Takes the partner's marker of `code` for the code item `codeId`; who holds it when it is not free. */
async function takePartnerCode(
  store: Store,
  offer: { id: string; partner: string },
  code: string,
  codeId: string,
): Promise<CodeHolder | undefined> {
  const key = partnerCodeKey(offer.partner, code);
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: { ...key, itemType: 'PartnerCode', partner: offer.partner, offerId: offer.id, codeId, code },
        ConditionExpression: 'attribute_not_exists(pk) OR codeId = :codeId',
        ExpressionAttributeValues: { ':codeId': codeId },
      }),
    );
    return undefined;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const holder = await getItem(store, key);
    return { offerId: String(holder?.offerId), code: String(holder?.code) };
  }
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
