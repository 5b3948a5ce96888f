import { z } from 'zod';

/**
 * Her prize-draw entry on /account: enter or withdraw. `entry` is the entry the page showed (JSON), carried
 * in the form only so a failed answer can show it again; the API, not this value, decides what she has.
 */
export const prizeDrawChoiceSchema = z.object({
  choice: z.enum(['enter', 'withdraw'], { error: 'Choose to enter or to withdraw' }),
});
export type PrizeDrawChoiceField = 'choice';

export const PRIZE_DRAW_ENTRY_FIELD = 'entry';

export const PRIZE_DRAW_MESSAGES = {
  entered: 'You are entered in the free prize draw.',
  /** She entered, and an entry made with her email on the entry form became hers (terms rule 5: one per person). */
  linked: 'You’re in the draw. An entry made with your email address on our entry form is now part of your account.',
  withdrawn: 'Your entry has been withdrawn. You will not be included in the draw.',
} as const;

/**
 * Her entry deleted after the close (terms rule 3). The winner may already have been drawn from a frozen list that
 * held it, and the winner's contact is kept apart from the entries (rule 8), so she may still be the winner.
 */
export function prizeDrawDeletedAfterCloseMessage(helpEmail: string): string {
  return (
    'Your entry has been deleted. The draw had already closed: if its winner has been drawn, your entry was ' +
    'among those drawn from, and deleting it does not change the result. If you have won, a notice in your ' +
    `account says so and we will still email you, as the rules say; you can also contact us at ${helpEmail}.`
  );
}
