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
  withdrawn: 'Your entry has been withdrawn. You will not be included in the draw.',
} as const;
