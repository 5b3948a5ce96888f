import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError } from '@/backend/core/errors';
import { PRIZE_DRAW_ALREADY_DRAWN_MESSAGE, joinedThisDraw, prizeDrawIsOpen } from '@/lib/prize-draw/closing';
import { isExpired } from '../expiry';
import { readCollection } from '../offers';
import { getItem } from '../records';
import { typeDate, type Item } from '../keys';
import type { Store } from '../store';
import { TTL_ATTRIBUTE } from '../table';
import { plainEmail } from './canonical-email';
import { CURRENT_DRAW, drawOf, entryKey, legacyEntryKey, refuseIfClosed } from './current-draw';
import { drawsStarted, getDrawResult } from './draw-records';
import { putOrRenew } from './entries';
import { frozenListOf } from './frozen-lists';
import { entryExpiresAt } from './retention';

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
    // Where we write to her: the address as she typed it, not its canonical key.
    email: plainEmail(entry.email),
    createdAt,
    ...(joinedAt ? { recordedAt: now.toISOString() } : {}),
    codeList: 'PrizeDrawEntry',
    codeDate: `${createdAt}#${entry.id}`,
    [TTL_ATTRIBUTE]: entryExpiresAt(),
    ...(entry.uid ? { uid: entry.uid, typeDate: typeDate('PrizeDrawEntry', createdAt, entry.id) } : {}),
  };
  const legacy = await legacyEntry(store, entry.email, now);
  if (legacy) return { created: false, item: legacy };
  if (!prizeDrawIsOpen(now)) return enterLate(store, item, now);
  return putOrRenew(store, item, now);
}

/** Her entry in this draw under its key from before keys were canonical (legacyEntryKey), while it is kept. */
async function legacyEntry(store: Store, email: string, now: Date): Promise<Item | undefined> {
  const key = legacyEntryKey(email);
  const existing = key && (await getItem(store, key));
  return existing && !isExpired(existing, now) ? existing : undefined;
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
 * entry, so she reads the frozen record again, by key, up to `reads` times `intervalMs` apart, and more for as
 * long as the draw waits for its index before it reads the entries (the store's indexLagMs), and in the usual
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
  const reads = frozenListWait.reads + Math.ceil(store.indexLagMs / frozenListWait.intervalMs);
  for (let read = 1; ; read += 1) {
    const lists = await frozenListsOfStartedDraws(store, now);
    if (lists.length === 0 || lists.some((ids) => ids?.includes(String(item.id)))) return put;
    if (lists.every((ids) => ids !== undefined) || read >= reads) break;
    await frozenListWait.pause(frozenListWait.intervalMs);
  }
  await store.doc.send(new DeleteCommand({ TableName: store.tableName, Key: key }));
  throw new AppSyncError('AlreadyDrawn', PRIZE_DRAW_ALREADY_DRAWN_MESSAGE);
}
