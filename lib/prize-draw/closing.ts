import { isDeployed } from '@/backend/core/deployed';
import { londonInstant } from '@/lib/reminders/local-date';

/**
 * When the current draw closes, in UK time: the one place it is set (change it here for the next draw). The terms
 * (rule 6) and the prize-draw page show it through the `{{prizeDrawCloses}}` placeholder (lib/content/pages.ts),
 * the API refuses entries from then on and draws only after it, from entries made before it, and every entry's
 * deletion time counts from it. Moving it starts a new draw: each entry belongs to the draw named by this time
 * (backend/store/prize-draw/current-draw.ts), so one in the last draw neither counts in the next nor stops her entering it.
 * Move it only once the last draw is settled (rule 8): from then on only the new draw can be drawn.
 */
const CURRENT_DRAW_CLOSES = '2026-12-14 23:59';

/**
 * When the current draw opened: the last draw's close, in the same form, or null for the first draw (open from
 * launch). Set it to the old CURRENT_DRAW_CLOSES whenever that moves: her consent record of an earlier draw is then
 * shown as ended, and no longer enters her in this one at her first sign-in (it proves she joined that draw only).
 */
const CURRENT_DRAW_OPENS: string | null = null;

/**
 * Tests and the local stack may move the close (`PRIZE_DRAW_CLOSES`, same form) so that they do not start
 * failing the day this draw closes (scripts/test.mjs sets one years away). Never when deployed: the built pages,
 * the web server and every Lambda must agree, and only this file reaches all of them.
 */
export function closingTime(env: Record<string, string | undefined> = process.env): { date: string; time: string } {
  return ukTime((!isDeployed(env) && env.PRIZE_DRAW_CLOSES) || CURRENT_DRAW_CLOSES, 'PRIZE_DRAW_CLOSES');
}

/**
 * The opening belongs to the close it comes before: where the close is moved (PRIZE_DRAW_CLOSES), only
 * `PRIZE_DRAW_OPENS` sets it, and unset the draw is open from launch; never CURRENT_DRAW_OPENS, another draw's.
 */
export function openingTime(
  env: Record<string, string | undefined> = process.env,
): { date: string; time: string } | null {
  const moved = !isDeployed(env) && Boolean(env.PRIZE_DRAW_CLOSES);
  const value = moved ? env.PRIZE_DRAW_OPENS || null : CURRENT_DRAW_OPENS;
  return value === null ? null : ukTime(value, 'PRIZE_DRAW_OPENS');
}

function ukTime(value: string, name: string): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(value);
  if (!match) throw new Error(`${name} must be "YYYY-MM-DD HH:MM" (UK time), not "${value}"`);
  return { date: match[1]!, time: match[2]! };
}

const CLOSES = closingTime();
const OPENS = openingTime();

export const PRIZE_DRAW_CLOSES_AT: Date = londonInstant(CLOSES.date, CLOSES.time);

/** The last draw's close, from which this draw took entries; null for the first draw. */
export const PRIZE_DRAW_OPENS_AT: Date | null = OPENS ? londonInstant(OPENS.date, OPENS.time) : null;

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

/**
 * Whether `joinedAt` (her consent record's time, ISO or a Date) is in this draw's entry period: only then does it
 * prove she joined this draw. One before the opening is for an earlier draw, which has closed.
 */
export function joinedThisDraw(joinedAt: string | Date | null | undefined): boolean {
  const at = joinedAt instanceof Date ? joinedAt.getTime() : Date.parse(joinedAt ?? '');
  if (Number.isNaN(at)) return false;
  return at >= (PRIZE_DRAW_OPENS_AT?.getTime() ?? -Infinity) && at < PRIZE_DRAW_CLOSES_AT.getTime();
}

/**
 * When the draw her consent record (`joinedAt`, ISO) is for closed, or null while it is open: an earlier draw's
 * closed at this one's opening, this draw's at its close.
 */
export function joinedDrawEndedAt(joinedAt: string, now: Date): Date | null {
  if (PRIZE_DRAW_OPENS_AT && Date.parse(joinedAt) < PRIZE_DRAW_OPENS_AT.getTime()) return PRIZE_DRAW_OPENS_AT;
  return prizeDrawIsOpen(now) ? null : PRIZE_DRAW_CLOSES_AT;
}

/** Rule 7: the winner is drawn within this many days of the closing date. */
export const DRAW_WITHIN_DAYS = 7;

/** The privacy notice: a draw's entries are deleted this many days after it (backend/store/prize-draw/retention.ts). */
export const ENTRY_DAYS_AFTER_DRAW = 30;

/**
 * From when her entry may already be deleted: every draw is made after the close and keeps its entries
 * ENTRY_DAYS_AFTER_DRAW days, so no entry goes sooner than that after the close.
 */
export const PRIZE_DRAW_ENTRIES_MAY_BE_GONE_AT = new Date(
  PRIZE_DRAW_CLOSES_AT.getTime() + ENTRY_DAYS_AFTER_DRAW * 24 * 3600 * 1000,
);

/**
 * From when the entries of the last draw (closed at PRIZE_DRAW_OPENS_AT) are all deleted, if it was drawn within the
 * DRAW_WITHIN_DAYS the rules allow (or never drawn); null for the first draw.
 */
export const EARLIER_DRAW_ENTRIES_GONE_AT: Date | null = PRIZE_DRAW_OPENS_AT
  ? new Date(PRIZE_DRAW_OPENS_AT.getTime() + (DRAW_WITHIN_DAYS + ENTRY_DAYS_AFTER_DRAW) * 24 * 3600 * 1000)
  : null;

/** What every form that enters the draw says once it has closed. */
export const PRIZE_DRAW_CLOSED_MESSAGE = `The prize draw closed at ${PRIZE_DRAW_CLOSING_TEXT}, so it no longer takes entries.`;

/** Rule 7: the winner is drawn from the entries after the close, so nothing may draw one while it is open. */
export const PRIZE_DRAW_NOT_CLOSED_MESSAGE = `The prize draw is still open until ${PRIZE_DRAW_CLOSING_TEXT}. The winner is drawn after that, within ${DRAW_WITHIN_DAYS} days, from every entry made before it.`;

/**
 * Terms rule 3: a member who confirmed her account before the close but first signs in after the winner was drawn
 * is not entered (the draw was made without her). Said on her account page, in her notice, and by the API.
 */
export const PRIZE_DRAW_ALREADY_DRAWN_MESSAGE =
  'You joined the prize draw when you confirmed your account, before it closed, but its winner was drawn before ' +
  'you first signed in, so you were not in the draw.';

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
