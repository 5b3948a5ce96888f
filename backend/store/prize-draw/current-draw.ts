import { createHash } from 'node:crypto';
import { AppSyncError } from '@/backend/core/errors';
import {
  PRIZE_DRAW_CLOSED_MESSAGE,
  PRIZE_DRAW_CLOSES_AT,
  PRIZE_DRAW_NOT_CLOSED_MESSAGE,
  prizeDrawIsOpen,
} from '@/lib/prize-draw/closing';
import { londonInstant } from '@/lib/reminders/local-date';
import type { Item, ItemKey } from '../keys';
import { canonicalEmail, plainEmail } from './canonical-email';

/**
 * One entry per person in each draw: the key is a hash of her canonical email (canonicalEmail: one key for the
 * spellings of an address that reach one inbox) and the draw, so a second entry for the same inbox in the same
 * draw, by either route, meets the first (a conditional write), and one in an earlier draw, until it expires, is
 * beside it rather than in its way. The email itself stays out of the key.
 */
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export const emailDigest = (email: string): string => digest(canonicalEmail(email));

export const entryPartition = (email: string) => `ENTRY#${emailDigest(email)}`;

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

const entrySortKey = (draw: string) => (draw === FIRST_DRAW ? 'PrizeDrawEntry' : `PrizeDrawEntry#${draw}`);

export function entryKey(email: string, draw: string = CURRENT_DRAW): ItemKey {
  return { pk: entryPartition(email), sk: entrySortKey(draw) };
}

/**
 * Entries made before keys were canonical are under the hash of the address as typed (trimmed, lower case). None
 * is written there any more, so reading it beside the canonical key finds them without a race; undefined where the
 * two are the same. Not needed once the first draw's entries are deleted (30 days after it is drawn).
 */
export function legacyEntryPartition(email: string): string | undefined {
  return plainEmail(email) === canonicalEmail(email) ? undefined : `ENTRY#${digest(plainEmail(email))}`;
}

export function legacyEntryKey(email: string, draw: string = CURRENT_DRAW): ItemKey | undefined {
  const pk = legacyEntryPartition(email);
  return pk ? { pk, sk: entrySortKey(draw) } : undefined;
}

/** Terms rule 6: from the closing time on, no route enters anyone, and the app tells her the draw has closed. */
export function refuseIfClosed(now: Date): void {
  if (!prizeDrawIsOpen(now)) throw new AppSyncError('Closed', PRIZE_DRAW_CLOSED_MESSAGE);
}

/** Terms rule 7: the winner is drawn after the close, from all the entries made before it; never sooner. */
export function refuseIfOpen(now: Date): void {
  if (prizeDrawIsOpen(now)) throw new AppSyncError('TooEarly', PRIZE_DRAW_NOT_CLOSED_MESSAGE);
}
