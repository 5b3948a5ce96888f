import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import type { FrozenEntries } from '@/lib/prize-draw/draw';
import { hashEntries } from '@/lib/prize-draw/draw';
import {
  DRAW_WITHIN_DAYS,
  ENTRY_DAYS_AFTER_DRAW,
  PRIZE_DRAW_ALREADY_DRAWN_MESSAGE,
  PRIZE_DRAW_CLOSED_MESSAGE,
  PRIZE_DRAW_CLOSES_AT,
  PRIZE_DRAW_NOT_CLOSED_MESSAGE,
  joinedThisDraw,
  prizeDrawIsOpen,
} from '@/lib/prize-draw/closing';
import { londonInstant } from '@/lib/reminders/local-date';
import { deleteIfExpired, isExpired } from './expiry';
import { readCollection } from './offers';
import { getItem, putIfAbsent, queryAll } from './records';
import { typeDate, type Item, type ItemKey } from './keys';
import type { Store } from './store';
import { TTL_ATTRIBUTE } from './table';

/**
 * One entry per person in each draw: the key is a hash of the normalised email and the draw, so a second entry
 * with the same email in the same draw, by either route, meets the first (a conditional write), and one in an
 * earlier draw, until it expires, is beside it rather than in its way. The email itself stays out of the key.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function emailDigest(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

const entryPartition = (email: string) => `ENTRY#${emailDigest(email)}`;

/** A draw is named by its closing time (ISO); the current one by PRIZE_DRAW_CLOSES_AT (lib/prize-draw/closing.ts). */
export const CURRENT_DRAW = PRIZE_DRAW_CLOSES_AT.toISOString();

/**
 * The first draw, closing 23:59 UK time on 14 December 2026, was the only one before entries named their draw:
 * an entry without `draw` is in it, and its entries keep the key they were written under (no draw in it), so
 * that one made since still meets one made before.
 */
const FIRST_DRAW = londonInstant('2026-12-14', '23:59').toISOString();

/** The draw an entry is in. */
export const drawOf = (entry: Item): string => (typeof entry.draw === 'string' ? entry.draw : FIRST_DRAW);

export function entryKey(email: string, draw: string = CURRENT_DRAW): ItemKey {
  return { pk: entryPartition(email), sk: draw === FIRST_DRAW ? 'PrizeDrawEntry' : `PrizeDrawEntry#${draw}` };
}

/** Terms rule 6: from the closing time on, no route enters anyone, and the app tells her the draw has closed. */
export function refuseIfClosed(now: Date): void {
  if (!prizeDrawIsOpen(now)) throw new AppSyncError('Closed', PRIZE_DRAW_CLOSED_MESSAGE);
}

/** Terms rule 7: the winner is drawn after the close, from all the entries made before it; never sooner. */
export function refuseIfOpen(now: Date): void {
  if (prizeDrawIsOpen(now)) throw new AppSyncError('TooEarly', PRIZE_DRAW_NOT_CLOSED_MESSAGE);
}

/**
 * Every entry is made with a deletion time, in case no draw ever sets one: 30 days after the last day the terms
 * allow for the draw (DRAW_WITHIN_DAYS after the close). Running the draw sets it to 30 days after the draw.
 */
export const entryExpiresAt = (): number =>
  epochSecondsAfter(PRIZE_DRAW_CLOSES_AT.toISOString(), DRAW_WITHIN_DAYS + ENTRY_DAYS_AFTER_DRAW);

/**
 * Enters one email in the current draw, or meets its entry there; refused once the draw has closed
 * (refuseIfClosed). `joinedAt` is when she joined it, proven by her consent record, if that was before now and in
 * this draw's entry period (an earlier draw's record proves nothing here): the entry counts from then (and records
 * when it was written), so a member who confirmed her account before the close and first signs in after it is
 * entered as she joined; unless the winner has been drawn meanwhile (enterLate).
 */
export async function putEntry(
  store: Store,
  entry: { id: string; name: string; email: string; uid?: string; joinedAt?: Date },
  now: Date,
): Promise<{ created: boolean; item: Item }> {
  const joinedAt =
    entry.joinedAt && entry.joinedAt.getTime() < now.getTime() && joinedThisDraw(entry.joinedAt)
      ? entry.joinedAt
      : undefined;
  refuseIfClosed(joinedAt ?? now);
  const createdAt = (joinedAt ?? now).toISOString();
  const item = {
    ...entryKey(entry.email),
    itemType: 'PrizeDrawEntry',
    draw: CURRENT_DRAW,
    id: entry.id,
    name: entry.name,
    email: normaliseEmail(entry.email),
    createdAt,
    ...(joinedAt ? { recordedAt: now.toISOString() } : {}),
    codeList: 'PrizeDrawEntry',
    codeDate: `${createdAt}#${entry.id}`,
    [TTL_ATTRIBUTE]: entryExpiresAt(),
    ...(entry.uid ? { uid: entry.uid, typeDate: typeDate('PrizeDrawEntry', createdAt, entry.id) } : {}),
  };
  if (!prizeDrawIsOpen(now)) return enterLate(store, item, now);
  return putOrRenew(store, item, now);
}

async function putOrRenew(store: Store, item: Item, now: Date): Promise<{ created: boolean; item: Item }> {
  const first = await putIfAbsent(store, item);
  if (first.created || !isExpired(first.item, now)) return first;
  // Her entry in a draw more than 30 days ago, which TTL has not deleted yet: gone, so this is a new entry.
  await deleteIfExpired(store, { pk: String(item.pk), sk: String(item.sk) }, now);
  return putIfAbsent(store, item);
}

/**
 * The current draw's results, by draw id: those its running marker names (read by key, consistently), and any the
 * index lists (a draw run before there were markers). Past its expiry a result is gone.
 */
async function resultsOfCurrentDraw(store: Store, now: Date): Promise<Item[]> {
  const byMarker = await Promise.all((await drawsStarted(store, now)).map((drawId) => getDrawResult(store, drawId)));
  const listed = await readCollection(store, 'PrizeDraw');
  const results = new Map<string, Item>();
  for (const result of [...byMarker, ...listed])
    if (result && drawOf(result) === CURRENT_DRAW && !isExpired(result, now)) results.set(String(result.id), result);
  return [...results.values()];
}

/**
 * How enterLate waits for a draw that has started but not frozen its list yet: the draw may already have read her
 * entry, so she reads the frozen record again, by key, up to `reads` times `intervalMs` apart, and in the usual
 * case decides on the list the draw froze rather than on its absence. `pause` is replaced by tests, which set the
 * order of her sign-in and the draw's steps themselves.
 */
export const frozenListWait = {
  reads: 3,
  intervalMs: 500,
  pause: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** The list each draw of the current draw started or recorded so far froze: undefined for one not frozen yet. */
async function frozenListsOfStartedDraws(store: Store, now: Date): Promise<(string[] | undefined)[]> {
  const drawIds = new Set(await drawsStarted(store, now));
  for (const result of await resultsOfCurrentDraw(store, now)) drawIds.add(String(result.id));
  return Promise.all([...drawIds].map((drawId) => frozenListOf(store, drawId)));
}

/**
 * Terms rule 3, after the close: a draw is made from the entries there are when it runs, so once the winner has
 * been drawn an entry dated before the close would be in no draw, yet kept and shown as if it were. She is not
 * entered (AlreadyDrawn) unless an entry of hers already stands, which she meets as before. One written once a
 * draw has started (its running marker, written before it reads the entries) is kept only if a draw froze it
 * (and so gives it its deletion time); otherwise it is deleted again and she is told the same. A started draw
 * with no frozen list yet is waited for (frozenListWait); one that froze her after she was refused all the same
 * cannot make her its winner (runPrizeDraw reads the winning entry again). The marker, the results and the
 * frozen lists are read by key, consistently: an index query could miss a draw that had just started or finished.
 */
async function enterLate(store: Store, item: Item, now: Date): Promise<{ created: boolean; item: Item }> {
  const key = { pk: String(item.pk), sk: String(item.sk) };
  if ((await resultsOfCurrentDraw(store, now)).length > 0) {
    const existing = await getItem(store, key);
    if (existing && !isExpired(existing, now)) return { created: false, item: existing };
    throw new AppSyncError('AlreadyDrawn', PRIZE_DRAW_ALREADY_DRAWN_MESSAGE);
  }
  const put = await putOrRenew(store, item, now);
  if (!put.created) return put;
  for (let read = 1; ; read += 1) {
    const lists = await frozenListsOfStartedDraws(store, now);
    if (lists.length === 0 || lists.some((ids) => ids?.includes(String(item.id)))) return put;
    if (lists.every((ids) => ids !== undefined) || read >= frozenListWait.reads) break;
    await frozenListWait.pause(frozenListWait.intervalMs);
  }
  await store.doc.send(new DeleteCommand({ TableName: store.tableName, Key: key }));
  throw new AppSyncError('AlreadyDrawn', PRIZE_DRAW_ALREADY_DRAWN_MESSAGE);
}

/** Links a free-route entry to the member who signed in with that email, so she can see and withdraw it. */
export async function linkEntry(store: Store, entry: Item, uid: string): Promise<Item> {
  const { Attributes } = await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: { pk: String(entry.pk), sk: String(entry.sk) },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(uid)',
      UpdateExpression: 'SET uid = :uid, typeDate = :typeDate',
      ExpressionAttributeValues: {
        ':uid': uid,
        ':typeDate': typeDate('PrizeDrawEntry', String(entry.createdAt), String(entry.id)),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as Item;
}

/** At most this many free-route attempts per email per UK day, so the route cannot be used to flood. */
export const FREE_ENTRY_ATTEMPTS_PER_DAY = 5;

export async function countFreeEntryAttempt(store: Store, email: string, day: string): Promise<void> {
  try {
    await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: { pk: `RATE#prize-draw#${emailDigest(email)}`, sk: `Day#${day}` },
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
        // expiresAt is the table's TTL attribute on AWS: counters disappear after a week. The key names the day
        // and `day` is always today, so the counter met here is never past its expiry: no expiry check needed.
        UpdateExpression: 'ADD attempts :one SET expiresAt = :expires',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': FREE_ENTRY_ATTEMPTS_PER_DAY,
          ':expires': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 7 * 24 * 3600,
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw new AppSyncError('BadRequest', 'Too many attempts with this email today; please try again tomorrow');
  }
}

const drawKey = (drawId: string, sk: string): ItemKey => ({ pk: `PRIZE_DRAW#${drawId}`, sk });
/**
 * Chunks are named by the list's hash, so two admins freezing different lists for one draw at once never
 * overwrite each other's chunks: the Frozen record that wins names the chunks that belong to it.
 */
const chunkKey = (drawId: string, hash: string, n: number) =>
  drawKey(drawId, `Entries#${hash.slice(0, 16)}#${String(n).padStart(4, '0')}`);
/** Entry ids are 36 characters: 5000 of them stay well inside DynamoDB's 400 KB item limit. */
const IDS_PER_CHUNK = 5000;

/**
 * The current draw's running marker, under a key known without any draw id: the ids of the draws started for it.
 * A draw writes it before it reads the entries, so a late entry written after that read finds it (enterLate).
 * Kept as long as a result is; it holds no one's data.
 */
const runningKey: ItemKey = { pk: `PRIZE_DRAW_RUNNING#${CURRENT_DRAW}`, sk: 'Running' };

/** Marks a draw of the current draw as started; a rerun of the same draw id adds nothing (a set). */
export async function markDrawRunning(store: Store, drawId: string, now: Date): Promise<void> {
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: runningKey,
      UpdateExpression: 'ADD drawIds :drawId SET itemType = :type, #ttl = :expires',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':drawId': new Set([drawId]),
        ':type': 'PrizeDrawRunning',
        ':expires': epochSecondsAfter(now.toISOString(), RESULT_DAYS_AFTER_DRAW),
      },
    }),
  );
}

/** The ids of the draws started for the current draw (its running marker), consistently; none before any. */
async function drawsStarted(store: Store, now: Date): Promise<string[]> {
  const marker = await getItem(store, runningKey);
  if (!marker || isExpired(marker, now)) return [];
  return [...((marker.drawIds as Set<string> | undefined) ?? [])];
}

export async function getDrawResult(store: Store, drawId: string): Promise<Item | undefined> {
  return getItem(store, drawKey(drawId, 'PrizeDraw'));
}

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
async function frozenListOf(store: Store, drawId: string): Promise<string[] | undefined> {
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

/**
 * What the privacy notice promises after a draw: the entries and the winner's email are deleted 30 days after
 * it (by then the winner has had 7 days to be contacted and 14 to reply, or a new winner has been drawn), and
 * the winner's name is kept for one year to answer questions about the draw (the terms, rule 10). DynamoDB's
 * TTL deletes each item some time after its `expiresAt` (typically within a few days; the local stack sweeps
 * every minute, local/README.md), so reads treat an item past it as gone (store/expiry.ts).
 */
export { ENTRY_DAYS_AFTER_DRAW };
export const RESULT_DAYS_AFTER_DRAW = 365;

const epochSecondsAfter = (iso: string, days: number) => Math.floor(Date.parse(iso) / 1000) + days * 24 * 3600;

/**
 * The result is written once: a second write for the same draw id fails, so nobody can redraw silently. It
 * keeps the winner's name for a year; her email is kept apart (putWinnerContact) for 30 days. It names the draw
 * its entries are in, and is written `entriesPending` until every one of them has been given its deletion time
 * (expireEntries, then markEntriesExpired): a run that stopped before then is finished by running it again.
 */
export async function putDrawResult(store: Store, drawId: string, result: Item): Promise<Item> {
  const item = {
    ...drawKey(drawId, 'PrizeDraw'),
    itemType: 'PrizeDraw',
    ...result,
    id: drawId,
    draw: CURRENT_DRAW,
    entriesPending: true,
    codeList: 'PrizeDraw',
    codeDate: `${String(result.drawnAt)}#${drawId}`,
    [TTL_ATTRIBUTE]: epochSecondsAfter(String(result.drawnAt), RESULT_DAYS_AFTER_DRAW),
  };
  try {
    await store.doc.send(
      new PutCommand({ TableName: store.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return item;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw new AppSyncError('Conflict', `Draw ${drawId} has already been drawn; its result cannot be changed`);
  }
}

/** The winner's email, to contact her: kept 30 days after the draw, apart from the year-long result. */
export async function putWinnerContact(store: Store, drawId: string, email: string, drawnAt: string): Promise<void> {
  await store.doc.send(
    new PutCommand({
      TableName: store.tableName,
      Item: {
        ...drawKey(drawId, 'WinnerContact'),
        itemType: 'PrizeDrawWinnerContact',
        email,
        [TTL_ATTRIBUTE]: epochSecondsAfter(drawnAt, ENTRY_DAYS_AFTER_DRAW),
      },
    }),
  );
}

/** The winner's email while it is kept, else null: from its 30th day on, even if TTL has not deleted it yet. */
export async function getWinnerEmail(store: Store, drawId: string, now: Date): Promise<string | null> {
  const contact = await getItem(store, drawKey(drawId, 'WinnerContact'));
  return typeof contact?.email === 'string' && !isExpired(contact, now) ? contact.email : null;
}

/** How many entries' deletion times are written at once: well inside DynamoDB's limits for one partition each. */
export const EXPIRY_CONCURRENCY = 50;

/** The deletion time expireEntries gives the entries of a draw made at `drawnAt`, in epoch seconds. */
export const entriesExpireAt = (drawnAt: string): number => epochSecondsAfter(drawnAt, ENTRY_DAYS_AFTER_DRAW);

/**
 * Every entry of a draw that has been drawn is deleted 30 days after it. Up to EXPIRY_CONCURRENCY writes are in
 * flight at a time, each starting as soon as one ends; an entry that already has that time is skipped, so a
 * run that stopped part-way is finished by running it again. No write starts once `stopBy()` says so (the caller's
 * time budget): the answer is how many entries are still to do, 0 when all are done.
 */
export async function expireEntries(
  store: Store,
  entries: readonly Item[],
  drawnAt: string,
  stopBy: () => boolean = () => false,
): Promise<number> {
  const expiresAt = entriesExpireAt(drawnAt);
  const todo = entries.filter((entry) => entry[TTL_ATTRIBUTE] !== expiresAt);
  let next = 0;
  let failed = false;
  const expireOne = async (entry: Item) => {
    try {
      await store.doc.send(
        new UpdateCommand({
          TableName: store.tableName,
          Key: { pk: String(entry.pk), sk: String(entry.sk) },
          UpdateExpression: 'SET #ttl = :expires',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':expires': expiresAt },
        }),
      );
    } catch (error) {
      // Withdrawn meanwhile: nothing left to expire.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  };
  const worker = async () => {
    while (!failed && next < todo.length && !stopBy()) {
      const entry = todo[next]!;
      next += 1;
      try {
        await expireOne(entry);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXPIRY_CONCURRENCY, todo.length) }, worker));
  return todo.length - next;
}

/** Every entry of the draw has its deletion time: the draw is settled, and running it again is refused. */
export async function markEntriesExpired(store: Store, drawId: string): Promise<void> {
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: drawKey(drawId, 'PrizeDraw'),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'REMOVE entriesPending',
    }),
  );
}

/** Every entry under her email, in every draw whose entries are still kept (the partition is small). */
const entriesUnder = (store: Store, email: string) =>
  queryAll(store, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
    ExpressionAttributeValues: { ':pk': entryPartition(email), ':entry': 'PrizeDrawEntry' },
    ConsistentRead: true,
  });

/**
 * The entries under her email that no account has claimed: ones she made on the free route before she joined,
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
