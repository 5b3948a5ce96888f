import { DRAW_WITHIN_DAYS, ENTRY_DAYS_AFTER_DRAW, PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';

/**
 * What the privacy notice promises after a draw: the entries and the winner's email are deleted 30 days after
 * it (by then the winner has had 7 days to be contacted and 14 to reply, or a new winner has been drawn), and
 * the winner's name is kept for one year to answer questions about the draw (the terms, rule 10). DynamoDB's
 * TTL deletes each item some time after its `expiresAt` (typically within a few days; the local stack sweeps
 * every minute, local/README.md), so reads treat an item past it as gone (store/expiry.ts).
 */
export { ENTRY_DAYS_AFTER_DRAW };
export const RESULT_DAYS_AFTER_DRAW = 365;

export const epochSecondsAfter = (iso: string, days: number) => Math.floor(Date.parse(iso) / 1000) + days * 24 * 3600;

/**
 * Every entry is made with a deletion time, in case no draw ever sets one: 30 days after the last day the terms
 * allow for the draw (DRAW_WITHIN_DAYS after the close). Running the draw sets it to 30 days after the draw.
 */
export const entryExpiresAt = (): number =>
  epochSecondsAfter(PRIZE_DRAW_CLOSES_AT.toISOString(), DRAW_WITHIN_DAYS + ENTRY_DAYS_AFTER_DRAW);

/** The deletion time expireEntries gives the entries of a draw made at `drawnAt`, in epoch seconds. */
export const entriesExpireAt = (drawnAt: string): number => epochSecondsAfter(drawnAt, ENTRY_DAYS_AFTER_DRAW);
