import type { PrizeDraw } from '@/lib/data/admin';
import { ENTRY_DAYS_AFTER_DRAW } from '@/lib/prize-draw/closing';
import { addDays, londonDate } from '@/lib/reminders/local-date';

/**
 * Terms rule 8: "We contact the winner by email, at the address they entered with, within 7 days of the draw."
 * Nothing in the product sends that email (the only telling is the notice in her account, when she has one), so
 * the admin's screens say who to email and by when.
 */
export const CONTACT_WINNER_WITHIN_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;

type DrawContact = Pick<PrizeDraw, 'id' | 'drawnAt' | 'winnerEmail' | 'winnerToldInAccount'>;

/** The UK day rule 8's 7 days end on, as the admin reads dates: "8 December 2026". */
export function contactWinnerBy(drawnAt: string): string {
  const last = addDays(londonDate(drawnAt), CONTACT_WINNER_WITHIN_DAYS);
  return new Date(`${last}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Why a draw no longer has its winner's email: the API deletes it ENTRY_DAYS_AFTER_DRAW days after the draw
 * (the privacy notice), and before that only when she deletes her account, which erases it with the rest.
 */
export function winnerEmailGoneBecause(drawnAt: string, now: Date): 'retention' | 'her-request' {
  return now.getTime() - Date.parse(drawnAt) >= ENTRY_DAYS_AFTER_DRAW * DAY_MS ? 'retention' : 'her-request';
}

/** What stands in the winner's line for an email the API no longer has. */
export function missingWinnerEmail(drawnAt: string, now: Date): string {
  return winnerEmailGoneBecause(drawnAt, now) === 'retention'
    ? `email deleted ${ENTRY_DAYS_AFTER_DRAW} days after the draw, as the privacy notice says`
    : 'email deleted at the winner’s request: she deleted her account';
}

/** What the admin must do to contact the winner, saying only what has really happened. */
export function winnerContactInstruction(draw: DrawContact, now: Date): string {
  const by = contactWinnerBy(draw.drawnAt);
  if (draw.winnerEmail) {
    const told = draw.winnerToldInAccount
      ? 'She has been told in her account that she won, but no email has been sent.'
      : 'She entered without an account, so nothing has told her yet: no notice, no email.';
    return `Email the winner at ${draw.winnerEmail} by ${by} (rule 8 of the terms). ${told}`;
  }
  if (winnerEmailGoneBecause(draw.drawnAt, now) === 'retention')
    return `Rule 8 of the terms had the winner emailed by ${by}.`;
  return (
    'Her email was deleted when she deleted her account, so she cannot be emailed from here. If she had not ' +
    `accepted the prize, rule 8 of the terms may call for a new winner: run a draw under a new name (not ${draw.id}).`
  );
}
