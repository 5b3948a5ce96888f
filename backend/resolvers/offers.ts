import { AppSyncError } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { claimCodeArgs } from '@/backend/validation/code';
import { parseCodeCsv } from '@/backend/validation/code-csv';
import {
  codeIdArgs,
  createOfferArgs,
  importCodesArgs,
  liveOffersArgs,
  offerIdArgs,
  partnerArgs,
  storedOfferFields,
  updateOfferArgs,
} from '@/backend/validation/offers';
import { claimKey, toRecord, withoutNulls, type Item } from '@/backend/store/keys';
import { getItem, putIfAbsent, replaceItem } from '@/backend/store/records';
import { claimCode as claimCodeInStore, getCode } from '@/backend/store/codes';
import {
  claimedCodesOf,
  checkImportedCodes,
  countStock,
  LOW_STOCK_THRESHOLD,
  offerItem,
  offerKey,
  readCollection,
  voidCodeItem,
  writeImportedCodes,
  type CodeHolder,
} from '@/backend/store/offers';
import { londonDate } from '@/lib/reminders/local-date';
import { sentFields, type Resolver, type ResolverContext } from './context';
import { toCsv } from './csv';
import { storedIfAlreadySaved } from './stale-update';

export function isLive(offer: Item, today: string): boolean {
  return offer.status === 'LIVE' && String(offer.startDate) <= today && today <= String(offer.endDate);
}

async function withStock(context: ResolverContext, item: Item): Promise<Item> {
  const stock = await countStock(context.store, String(item.id));
  return {
    ...toRecord(item),
    demonstration: item.demonstration === true,
    revision: Number(item.revision ?? 1),
    stock,
    lowStock: stock <= LOW_STOCK_THRESHOLD,
  };
}

export async function getOffer(context: ResolverContext, id: string): Promise<Item | undefined> {
  return getItem(context.store, offerKey(id));
}

export const liveOffers: Resolver = async (args, context) => {
  const { category } = parseArguments(liveOffersArgs, args);
  const today = londonDate(context.now);
  const offers = (await readCollection(context.store, 'Offer', { ScanIndexForward: false })).filter(
    (offer) => isLive(offer, today) && (!category || offer.category === category),
  );
  return Promise.all(offers.map((offer) => withStock(context, offer)));
};

/** Members see an offer only while it is live; admins always. */
export const offer: Resolver = async (args, context) => {
  const { id } = parseArguments(offerIdArgs, args);
  const item = await getOffer(context, id);
  if (!item || (!context.caller.isAdmin && !isLive(item, londonDate(context.now)))) return null;
  return withStock(context, item);
};

export const adminOffers: Resolver = async (_args, context) => {
  const offers = await readCollection(context.store, 'Offer', { ScanIndexForward: false });
  return Promise.all(offers.map((item) => withStock(context, item)));
};

export const createOffer: Resolver = async (args, context) => {
  const { input } = parseArguments(createOfferArgs, args);
  const now = context.now.toISOString();
  const { item } = await putIfAbsent(
    context.store,
    offerItem({ status: 'DRAFT', demonstration: false, ...input, createdAt: now, updatedAt: now }),
  );
  return withStock(context, item);
};

/**
 * Carries the revision the admin read: an edit made meanwhile by another admin is a Conflict, not lost. Her own
 * edit sent again after it was saved finds the offer already saying it, and is answered as saved.
 */
export const updateOffer: Resolver = async (args, context) => {
  const { input } = parseArguments(updateOfferArgs, args);
  const { id, revision, ...changes } = input;
  const existing = await getOffer(context, id);
  if (!existing) throw new AppSyncError('NotFound', `No offer ${id}`);
  const merged = withoutNulls({ ...existing, ...sentFields(changes), updatedAt: context.now.toISOString() });
  if (Number(existing.revision) !== revision) {
    const conflict = 'The offer changed since you opened it; reload it and try again';
    return withStock(context, storedIfAlreadySaved(existing, offerItem(merged), conflict));
  }
  parseArguments(storedOfferFields, merged);
  const saved = await replaceItem(context.store, existing, offerItem(merged));
  return withStock(context, { ...saved, revision: Number(existing.revision) + 1 });
};

/**
 * One code per member per offer. A new claim needs the offer to be live when it exists (older sources have
 * no Offer record); a code she already holds is shown to her again even after the offer ended. An offer that is
 * not live is `Closed`, not `NotFound` (which means none left), so the app can tell her which it is.
 */
export const claimOfferCode: Resolver = async (args, context) => {
  const { source } = parseArguments(claimCodeArgs, args);
  const item = await getOffer(context, source);
  if (item && !isLive(item, londonDate(context.now))) {
    const held = await getItem(context.store, claimKey(source, context.caller.sub));
    const code = typeof held?.codeId === 'string' ? await getCode(context.store, held.codeId) : undefined;
    if (code) return toRecord(code);
    throw new AppSyncError('Closed', 'This offer has ended or is not available at the moment');
  }
  return toRecord(await claimCodeInStore(context.store, source, context.caller.sub, context.now));
};

/**
 * Stops starting writes this long before the resolver's deadline, so the writes in flight finish and the
 * admin is told to check the file again, rather than the Lambda stopping with no answer.
 */
const IMPORT_RESERVE_MS = 3000;

/**
 * Checks a partner's file against the offer (commit false) or imports it (commit true, and every row good).
 * A code already held for another offer of the same partner is a row to correct: it is single-use at the
 * partner, so two members would get the same code.
 */
export const importCodes: Resolver = async (args, context) => {
  const { offerId, csv, commit } = parseArguments(importCodesArgs, args);
  const stored = await getOffer(context, offerId);
  if (!stored) throw new AppSyncError('NotFound', `No offer ${offerId}: create it first`);
  const offer = { id: offerId, partner: String(stored.partner) };
  const parsed = parseCodeCsv(csv);
  const check = await checkImportedCodes(context.store, offerId, offer.partner, parsed.codes);
  const fresh = parsed.codes.filter((code) => !check.existing.has(code) && !check.heldElsewhere.has(code));
  const errors = [...parsed.errors, ...heldElsewhereErrors(check.heldElsewhere, offerId, parsed.lineOf)];
  const committed = commit && errors.length === 0;
  let newCodes = fresh.length;
  if (committed) {
    const written = await writeImportedCodes(
      context.store,
      offer,
      fresh,
      context.now,
      context.deadline - IMPORT_RESERVE_MS,
    );
    newCodes = written.written;
    errors.push(...heldElsewhereErrors(written.heldElsewhere, offerId, parsed.lineOf));
  }
  return {
    offerId,
    rows: parsed.rows,
    newCodes,
    alreadyImported: check.existing.size,
    errors: errors.sort((a, b) => a.line - b.line),
    committed,
    stock: await countStock(context.store, offerId),
  };
};

function heldElsewhereErrors(held: Map<string, CodeHolder>, offerId: string, lineOf: Map<string, number>) {
  return [...held].map(([code, holder]) => ({
    line: lineOf.get(code) ?? 0,
    message:
      holder.offerId === offerId
        ? `This offer already has this code as ${holder.code}: checkouts do not tell capitals from small letters`
        : `Already imported for the partner’s offer ${holder.offerId}: a code can be given out through one offer only`,
  }));
}

export const voidCode: Resolver = async (args, context) => {
  const { id } = parseArguments(codeIdArgs, args);
  return toRecord(await voidCodeItem(context.store, id));
};

/** What a partner needs to reconcile its checkout: the code, offer, claim date and status. No member data. */
export const exportPartnerCodes: Resolver = async (args, context) => {
  const { partner } = parseArguments(partnerArgs, args);
  const offers = (await readCollection(context.store, 'Offer')).filter((item) => item.partner === partner);
  const codes = await claimedCodesOf(
    context.store,
    offers.map((item) => String(item.id)),
  );
  return toCsv(
    ['code', 'offer', 'claimedAt', 'status'],
    codes.map((code) => [code.code, code.source, code.claimedAt, code.status]),
  );
};
