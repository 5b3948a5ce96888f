import { isDeployed } from '@/backend/core/deployed';
import { londonInstant } from '@/lib/reminders/local-date';

/**
 * When the current draw closes, in UK time: the one place it is set (change it here for the next draw). The terms
 * (rule 6) and the prize-draw page show it through the `{{prizeDrawCloses}}` placeholder (lib/content/pages.ts),
 * the API refuses entries from then on and draws only after it, from entries made before it, and every entry's
 * deletion time counts from it. Moving it starts a new draw: each entry belongs to the draw named by this time
 * (backend/store/prize-draw.ts), so one in the last draw neither counts in the next nor stops her entering it.
 * Move it only once the last draw is settled (rule 8): from then on only the new draw can be drawn.
 */
const CURRENT_DRAW_CLOSES = '2026-12-14 23:59';

/**
 * Tests and the local stack may move the close (`PRIZE_DRAW_CLOSES`, same form) so that they do not start
 * failing the day this draw closes (scripts/test.mjs sets one years away). Never when deployed: the built pages,
 * the web server and every Lambda must agree, and only this file reaches all of them.
 */
export function closingTime(env: Record<string, string | undefined> = process.env): { date: string; time: string } {
  const value = (!isDeployed(env) && env.PRIZE_DRAW_CLOSES) || CURRENT_DRAW_CLOSES;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(value);
  if (!match) throw new Error(`PRIZE_DRAW_CLOSES must be "YYYY-MM-DD HH:MM" (UK time), not "${value}"`);
  return { date: match[1]!, time: match[2]! };
}

const CLOSES = closingTime();

export const PRIZE_DRAW_CLOSES_AT: Date = londonInstant(CLOSES.date, CLOSES.time);

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${CLOSES.date}T00:00:00Z`));

/** As the terms word it: "23:59 UK time on 14 December 2026". */
export const PRIZE_DRAW_CLOSING_TEXT = `${CLOSES.time} UK time on ${longDate}`;

/** Rule 6: "Entries made after that time are not entered in this draw." */
export function prizeDrawIsOpen(now: Date): boolean {
  return now.getTime() < PRIZE_DRAW_CLOSES_AT.getTime();
}

/** Whether an entry made at `createdAt` (ISO) is in this draw. */
export function enteredBeforeClose(createdAt: unknown): boolean {
  return typeof createdAt === 'string' && Date.parse(createdAt) < PRIZE_DRAW_CLOSES_AT.getTime();
}

/** Rule 7: the winner is drawn within this many days of the closing date. */
export const DRAW_WITHIN_DAYS = 7;

/** The privacy notice: a draw's entries are deleted this many days after it (backend/store/prize-draw.ts). */
export const ENTRY_DAYS_AFTER_DRAW = 30;

/**
 * From when her entry may already be deleted: every draw is made after the close and keeps its entries
 * ENTRY_DAYS_AFTER_DRAW days, so no entry goes sooner than that after the close.
 */
export const PRIZE_DRAW_ENTRIES_MAY_BE_GONE_AT = new Date(
  PRIZE_DRAW_CLOSES_AT.getTime() + ENTRY_DAYS_AFTER_DRAW * 24 * 3600 * 1000,
);

/** What every form that enters the draw says once it has closed. */
export const PRIZE_DRAW_CLOSED_MESSAGE = `The prize draw closed at ${PRIZE_DRAW_CLOSING_TEXT}, so it no longer takes entries.`;

/** Rule 7: the winner is drawn from the entries after the close, so nothing may draw one while it is open. */
export const PRIZE_DRAW_NOT_CLOSED_MESSAGE = `The prize draw is still open until ${PRIZE_DRAW_CLOSING_TEXT}. The winner is drawn after that, within ${DRAW_WITHIN_DAYS} days, from every entry made before it.`;

/**
 * What a page tells the browser, which cannot read `PRIZE_DRAW_CLOSES`: when the draw closes, what to say once it
 * has, and whether it was still open when the page was rendered (at build, for prerendered pages), so that the
 * browser hydrates what the server rendered and only then goes by its own clock.
 */
export type PrizeDrawCloseForBrowser = { closesAt: string; closedMessage: string; openWhenRendered: boolean };

export function prizeDrawCloseForBrowser(now: Date = new Date()): PrizeDrawCloseForBrowser {
  return {
    closesAt: PRIZE_DRAW_CLOSES_AT.toISOString(),
    closedMessage: PRIZE_DRAW_CLOSED_MESSAGE,
    openWhenRendered: prizeDrawIsOpen(now),
  };
}
