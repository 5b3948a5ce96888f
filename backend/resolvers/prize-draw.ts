import { setTimeout as waitForIndex } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { AppSyncError } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { drawIdArgs, enterPrizeDrawArgs, freeEntryArgs } from '@/backend/validation/offers';
import { singletonKey, toRecord, type Item } from '@/backend/store/keys';
import { deleteOwnedItem, getItem, queryPage, uidQuery } from '@/backend/store/records';
import { readCollection } from '@/backend/store/offers';
import { isExpired } from '@/backend/store/expiry';
import { putNotice } from '@/backend/store/notices';
import { CURRENT_DRAW, drawOf, entryKey, refuseIfClosed, refuseIfOpen } from '@/backend/store/prize-draw/current-draw';
import {
  getDrawResult,
  getWinnerEmail,
  markDrawRunning,
  markEntriesExpired,
  putDrawResult,
  putWinnerContact,
} from '@/backend/store/prize-draw/draw-records';
import { sameAddress } from '@/backend/store/prize-draw/canonical-email';
import { putEntry } from '@/backend/store/prize-draw/enter';
import { linkEntry } from '@/backend/store/prize-draw/entries';
import { expireEntries } from '@/backend/store/prize-draw/entry-expiry';
import { countFreeEntryAttempt } from '@/backend/store/prize-draw/free-route';
import { freezeDraw, frozenEntryIds } from '@/backend/store/prize-draw/frozen-lists';
import { enteredBeforeClose } from '@/lib/prize-draw/closing';
import { chooseWinner, freezeEntries } from '@/lib/prize-draw/draw';
import { prizeDrawTooLateNotice, prizeDrawWinNotice } from '@/lib/notices/rules';
import { londonDate } from '@/lib/reminders/local-date';
import { pageScope, type Resolver, type ResolverContext } from './context';
import { toCsv } from './csv';

/** `linkedAt`: when an entry made on the entry form became part of her account (linkEntry); null for one she made. */
const toEntry = (item: Item) => ({
  id: item.id,
  name: item.name,
  email: item.email,
  createdAt: item.createdAt,
  linkedAt: item.linkedAt ?? null,
});

const userOf = (context: ResolverContext) => getItem(context.store, singletonKey(context.caller.sub, 'User'));

/**
 * The email she is entered with, never an argument: her token's email claim when it carries one (an ID token),
 * else the email on her User record, which the app writes at createUser from her verified ID token. The app
 * calls the API with her access token, which carries no email, so the record is the usual source.
 */
function entrantEmail(caller: ResolverContext['caller'], user: Item | undefined) {
  if (caller.email) return { email: caller.email, fromToken: true };
  return { email: typeof user?.email === 'string' && user.email ? user.email : undefined, fromToken: false };
}

/**
 * Her entry in the current draw: read by her email's key first (consistent), then by her uid (in case her email
 * changed). One in an earlier draw is not this one's; one from a draw more than 30 days ago is gone, as the privacy
 * notice says, even while TTL has not yet deleted it.
 */
async function ownEntry(context: ResolverContext): Promise<Item | undefined> {
  const { caller, store, now } = context;
  const { email } = entrantEmail(caller, caller.email ? undefined : await userOf(context));
  const byEmail = email ? await getItem(store, entryKey(email)) : undefined;
  if (byEmail?.uid === caller.sub && !isExpired(byEmail, now)) return byEmail;
  // At most one entry per draw, and an earlier draw's are deleted within weeks: a few newest cover them all.
  const page = await queryPage(store, uidQuery({ uid: caller.sub, itemType: 'PrizeDrawEntry', ascending: false }), {
    limit: 5,
    scope: pageScope(context, 'own-entry'),
  });
  return page.items.find((entry) => drawOf(entry) === CURRENT_DRAW && !isExpired(entry, now));
}

const ALREADY_ENTERED = 'This email address, or another way of writing it, is already entered in the draw';

/** How often enterPrizeDraw meets a free entry that changes under it before it gives up (see there). */
const LINK_ATTEMPTS = 3;

/**
 * Enters the signed-in member with her email (see entrantEmail). An entry made on the free route with that address
 * (store sameAddress: as typed, or for Gmail with other dots) and linked to no account becomes hers (store
 * linkEntry), with the name on her account, when the email is her token's own: her verified email proves the
 * address is hers, whoever typed it on the form; anyone can write any email on her own User record through the API,
 * and linking hands over the right to withdraw that entry. Any other entry under the same key (store canonicalEmail)
 * is refused: one linked to another account (hers too, under another spelling of the address), or one made on the
 * form with another spelling, such as a `+tag`, that her mail server may deliver to someone else: one entry per
 * person, and never a stranger's entry handed to her. A link that loses a race (the entry withdrawn or linked by her other tab meanwhile) enters
 * her again, so she meets the entry there is then, or makes her own, with putEntry's own care about the close.
 * Sent with her ID token (as her first sign-in and /account do), her consent record says when she joined the draw:
 * she is entered as of then, so confirming her account before the close counts even if she first signs in after it
 * (store putEntry), unless its winner has been drawn by then: she is not entered, and a notice tells her why (her
 * account page says so once).
 */
export const enterPrizeDraw: Resolver = async (args, context) => {
  const { name } = parseArguments(enterPrizeDrawArgs, args);
  const { caller, store, now } = context;
  const user = await userOf(context);
  const { email, fromToken } = entrantEmail(caller, user);
  if (!email) throw new AppSyncError('BadRequest', 'Your account has no email address to enter the draw with');
  const fromProfile = [user?.given, user?.family].filter((part) => typeof part === 'string' && part).join(' ');
  const accountName = name ?? fromProfile;
  const entry = {
    id: randomUUID(),
    name: accountName || email,
    email,
    uid: caller.sub,
    joinedAt: caller.prizeDrawJoinedAt,
  };
  for (let attempt = 1; attempt <= LINK_ATTEMPTS; attempt += 1) {
    const { created, item } = await putEntry(store, entry, now).catch(async (error: unknown) => {
      if (error instanceof AppSyncError && error.errorType === 'AlreadyDrawn')
        await putNotice(store, caller.sub, prizeDrawTooLateNotice(CURRENT_DRAW), now);
      throw error;
    });
    if (created || item.uid === caller.sub) return toEntry(item);
    if (item.uid !== undefined || !fromToken || !sameAddress(String(item.email), email))
      throw new AppSyncError('Conflict', ALREADY_ENTERED);
    const linked = await linkEntry(store, item, { uid: caller.sub, name: accountName || String(item.name) }, now);
    if (linked) return toEntry(linked);
  }
  throw new AppSyncError('InternalFailure', 'Your entry changed while you were entering; please try again');
};

export const myPrizeDrawEntry: Resolver = async (_args, context) => {
  const entry = await ownEntry(context);
  return entry ? toEntry(entry) : null;
};

export const withdrawPrizeDrawEntry: Resolver = async (_args, context) => {
  const entry = await ownEntry(context);
  if (!entry) return false;
  return (
    (await deleteOwnedItem(context.store, { pk: String(entry.pk), sk: String(entry.sk) }, context.caller.sub)) !==
    undefined
  );
};

/**
 * The free route (no account needed). Only the site's server calls it, under its service account; the
 * answer is the same whether or not the email was entered before, so it reveals nothing about anyone.
 */
export const enterPrizeDrawFree: Resolver = async (args, context) => {
  const { input } = parseArguments(freeEntryArgs, args);
  // Closed says the same to everyone, so it comes before the per-email count (which would otherwise answer instead).
  refuseIfClosed(context.now);
  await countFreeEntryAttempt(context.store, input.email, londonDate(context.now));
  await putEntry(context.store, { id: randomUUID(), name: input.name, email: input.email }, context.now);
  return true;
};

/**
 * The current draw's entries. An earlier draw's are kept until they expire (for her export and erasure) but are
 * not this draw's: never counted, exported or drawn here. Past its expiry an entry is gone before TTL deletes it.
 */
const currentEntries = async (context: ResolverContext) =>
  (await readCollection(context.store, 'PrizeDrawEntry')).filter(
    (entry) => drawOf(entry) === CURRENT_DRAW && !isExpired(entry, context.now),
  );

/**
 * What a draw is made from (terms rules 6 and 8): entries made before the closing time, less the winner of any
 * earlier draw, so a new winner drawn when one does not reply is never her again.
 */
async function drawableEntries(context: ResolverContext): Promise<Item[]> {
  const earlierWinners = new Set(
    (await readCollection(context.store, 'PrizeDraw'))
      .filter((draw) => !isExpired(draw, context.now))
      .map((draw) => draw.winnerEntryId),
  );
  return (await currentEntries(context)).filter(
    (entry) => enteredBeforeClose(entry.createdAt) && !earlierWinners.has(entry.id),
  );
}

/** The entries the next draw would be made from: the number the admin confirms before drawing. */
export const prizeDrawEntrantsCount: Resolver = async (_args, context) => (await drawableEntries(context)).length;

/** Name and email only: what is needed to contact a winner, nothing else. */
export const exportPrizeDrawEntrants: Resolver = async (_args, context) =>
  toCsv(
    ['name', 'email'],
    (await currentEntries(context)).map((entry) => [entry.name, entry.email]),
  );

/** A draw's result is kept a year (its winner's name): past that it is no longer listed, deleted or not. */
export const prizeDraws: Resolver = async (_args, context) =>
  Promise.all(
    (await readCollection(context.store, 'PrizeDraw', { ScanIndexForward: false }))
      .filter((item) => !isExpired(item, context.now))
      .map(async (item) => toDraw(item, await getWinnerEmail(context.store, String(item.id), context.now))),
  );

/**
 * `winnerEmail` is null once it has been deleted, 30 days after the draw (store/prize-draw/retention.ts), or sooner
 * when she erased her data (privacy.ts). `entriesSettled` is false while some entries still lack their deletion
 * time: running the same draw again finishes them. `winnerToldInAccount`: her entry was in an account, so settleDraw
 * put a "You have won" notice there; nothing here emails anyone, so the admin must (terms rule 8). A result
 * recorded before this was kept says false: the admin is then told to email her, which rule 8 asks anyway.
 */
function toDraw(item: Item, winnerEmail: string | null) {
  const { entriesCount, entriesHash, winnerEntryId, winnerIndex, winnerName, drawnAt, drawnBy, attempt } = item;
  return {
    id: item.id,
    entriesCount,
    entriesHash,
    winnerEntryId,
    winnerIndex,
    winnerName,
    winnerEmail,
    winnerToldInAccount: item.winnerHasAccount === true,
    drawnAt,
    drawnBy,
    attempt,
    entriesSettled: item.entriesPending !== true,
  };
}

/**
 * How long a draw may spend giving entries their deletion time before it answers: the app gives up on a call
 * after 8 seconds (lib/data/client.ts) and the resolver's Lambda stops at RESOLVER_TIMEOUT_SECONDS (20,
 * backend/core/deadline.ts), so it answers well before either, with the draw recorded and the winner told, and says what is left.
 */
export const DRAW_ANSWER_WITHIN_MS = 5000;

/**
 * What follows a recorded result, each step safe to repeat: the winner's contact and her "You have won" notice
 * first, since nothing else tells her; then the deletion time of every entry the draw was made from, which may take
 * longer than one call allows on a large draw (expireEntries stops when `stopBy` says); the result is marked settled
 * only once all are done. Running the same draw again comes back here until it is.
 */
async function settleDraw(context: ResolverContext, result: Item, entries: readonly Item[], stopBy: () => boolean) {
  const { store } = context;
  const drawId = String(result.id);
  const drawnAt = String(result.drawnAt);
  const winner = entries.find((entry) => entry.id === result.winnerEntryId);
  if (winner) {
    await putWinnerContact(store, drawId, String(winner.email), drawnAt);
    if (typeof winner.uid === 'string')
      await putNotice(store, winner.uid, prizeDrawWinNotice(drawId), new Date(drawnAt));
  }
  const left = await expireEntries(store, entries, drawnAt, stopBy);
  if (left === 0) await markEntriesExpired(store, drawId);
  const settled = left === 0 ? { ...result, entriesPending: undefined } : result;
  return toDraw(toRecord(settled), winner ? String(winner.email) : await getWinnerEmail(store, drawId, context.now));
}

/**
 * The entries a recorded draw was made from that are still kept: its frozen ids, in the draw its result names.
 * Read again when a run stopped before settling, so the rerun gives the same entries the same deletion time.
 */
async function entriesOfRecordedDraw(context: ResolverContext, result: Item): Promise<Item[]> {
  const frozen = new Set(await frozenEntryIds(context.store, String(result.id)));
  return (await readCollection(context.store, 'PrizeDrawEntry')).filter(
    (entry) => drawOf(entry) === drawOf(result) && frozen.has(String(entry.id)) && !isExpired(entry, context.now),
  );
}

/**
 * The chosen entry as it stands now, read again by key (consistently), not as the draw read it: she may have
 * withdrawn it since, or been a late first sign-in refused (store enterLate) after the draw read the entries and
 * before it froze them. Then there is no one to name, contact or tell she has won: no result is written, and a
 * draw under a new name freezes the entries there are then.
 */
async function winningEntry(context: ResolverContext, entries: readonly Item[], entryId: string): Promise<Item> {
  const listed = entries.find((entry) => entry.id === entryId);
  const current = listed && (await getItem(context.store, { pk: String(listed.pk), sk: String(listed.sk) }));
  if (!current || current.id !== entryId || isExpired(current, context.now))
    throw new AppSyncError(
      'Conflict',
      'The winning entry was withdrawn or refused while the draw ran; run the draw again under a new name',
    );
  return current;
}

/**
 * Only after the close (rule 7), then: freeze, record the hash, choose, record the result, in that order, so the
 * list cannot be shaped after the choice; the result is a write-once item, so the draw cannot be run again for the
 * same id. A new winner (rule 8) is a new draw id, from the same entries less the earlier winners. Running a draw
 * whose result is recorded but not yet settled (settleDraw) finishes it, with the same winner; once settled, it is
 * refused.
 */
export const runPrizeDraw: Resolver = async (args, context) => {
  const { drawId } = parseArguments(drawIdArgs, args);
  const { store, caller, now } = context;
  const startedAt = performance.now();
  const stopBy = () => performance.now() - startedAt >= DRAW_ANSWER_WITHIN_MS;
  refuseIfOpen(now);
  const recorded = await getDrawResult(store, drawId);
  if (recorded?.entriesPending === true)
    return settleDraw(context, recorded, await entriesOfRecordedDraw(context, recorded), stopBy);
  if (recorded)
    throw new AppSyncError('Conflict', `Draw ${drawId} has already been drawn; its result cannot be changed`);
  // Before the entries are read: a late entry written after that read finds the marker and is not kept (enterLate).
  await markDrawRunning(store, drawId, now);
  // A late entry written just before the marker was told she is entered, yet the index the entries are read through
  // may not show it for indexLagMs: the read waits that long, as deleteMyData's sweep waits for settledAt.
  await waitForIndex(store.indexLagMs);
  const entries = await drawableEntries(context);
  if (entries.length === 0) throw new AppSyncError('BadRequest', 'There are no entries to draw from');
  const { frozen, attempt } = await freezeDraw(
    store,
    drawId,
    freezeEntries(entries.map((entry) => String(entry.id))),
    now,
    caller.username,
  );
  const { index, entryId } = chooseWinner(frozen);
  const winner = await winningEntry(context, entries, entryId);
  const result = await putDrawResult(store, drawId, {
    entriesCount: frozen.ids.length,
    entriesHash: frozen.hash,
    winnerEntryId: entryId,
    winnerIndex: index,
    winnerName: winner.name,
    // Whether settleDraw tells her in her account: the admin's screen says so, and that no email has gone.
    winnerHasAccount: typeof winner.uid === 'string',
    drawnAt: now.toISOString(),
    drawnBy: caller.username,
    attempt,
  });
  return settleDraw(
    context,
    result,
    entries.map((entry) => (entry.id === entryId ? winner : entry)),
    stopBy,
  );
};
