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

/**
 * One entry per person in each draw: the key is a hash of the normalised email and the draw, so a second entry
 * with the same email in the same draw, by either route, meets the first (a conditional write), and one in an
 * earlier draw, until it expires, is beside it rather than in its way. The email itself stays out of the key.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDigest(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

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
