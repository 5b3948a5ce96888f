import { londonInstant } from '@/lib/reminders/local-date';

/**
 * When the current draw closes, in UK time: the one place it is set. The terms (rule 6) and the prize-draw page
 * show it through the `{{prizeDrawCloses}}` placeholder (lib/content/pages.ts), the API refuses entries from
 * then on and draws only from entries made before it, and every entry's deletion time counts from it.
 */
const CLOSES = { date: '2026-12-14', time: '23:59' } as const;

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

/** What every form that enters the draw says once it has closed. */
export const PRIZE_DRAW_CLOSED_MESSAGE = `The prize draw closed at ${PRIZE_DRAW_CLOSING_TEXT}, so it no longer takes entries.`;
