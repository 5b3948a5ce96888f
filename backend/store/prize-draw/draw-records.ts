import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppSyncError, isConditionalCheckFailure } from '@/backend/core/errors';
import { isExpired } from '../expiry';
import { readCollection } from '../offers';
import { getItem } from '../records';
import type { Item, ItemKey } from '../keys';
import type { Store } from '../store';
import { TTL_ATTRIBUTE } from '../table';
import { sameAddress } from './canonical-email';
import { CURRENT_DRAW } from './current-draw';
import { ENTRY_DAYS_AFTER_DRAW, RESULT_DAYS_AFTER_DRAW, epochSecondsAfter } from './retention';

/** Everything a draw writes is under its id: its result, its winner's contact and its frozen list. */
export const drawKey = (drawId: string, sk: string): ItemKey => ({ pk: `PRIZE_DRAW#${drawId}`, sk });

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
export async function drawsStarted(store: Store, now: Date): Promise<string[]> {
  const marker = await getItem(store, runningKey);
  if (!marker || isExpired(marker, now)) return [];
  return [...((marker.drawIds as Set<string> | undefined) ?? [])];
}

export async function getDrawResult(store: Store, drawId: string): Promise<Item | undefined> {
  return getItem(store, drawKey(drawId, 'PrizeDraw'));
}

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

/** A draw she won, and the winner's contact it keeps for her. */
export interface WinnerContactOf {
  result: Item;
  contact: Item;
}

/**
 * The winner's contacts that are hers, for her export and erasure: of every result still listed (a few a year),
 * those whose winning entry was hers (`entryIds`: her entries, linked to her account or made with her address) or
 * whose address is hers (sameAddress with `email`, her token's verified email; never a +tag spelling of it, which
 * may be someone else's). Contacts past their expiry are included: erasure removes them too.
 */
export async function winnerContactsOf(
  store: Store,
  her: { email: string | undefined; entryIds: ReadonlySet<string> },
): Promise<WinnerContactOf[]> {
  const found = await Promise.all(
    (await readCollection(store, 'PrizeDraw')).map(async (result) => {
      const contact = await getItem(store, drawKey(String(result.id), 'WinnerContact'));
      const hers =
        contact !== undefined &&
        (her.entryIds.has(String(result.winnerEntryId)) ||
          (her.email !== undefined && typeof contact.email === 'string' && sameAddress(contact.email, her.email)));
      return hers ? [{ result, contact }] : [];
    }),
  );
  return found.flat();
}

/** Deletes a draw's winner's contact; true when this call deleted it (safe to repeat). */
export async function deleteWinnerContact(store: Store, drawId: string): Promise<boolean> {
  const { Attributes } = await store.doc.send(
    new DeleteCommand({ TableName: store.tableName, Key: drawKey(drawId, 'WinnerContact'), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
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
