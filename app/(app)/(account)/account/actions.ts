'use server';

import { formAction } from '@/lib/actions/form-action';
import { enterMyPrizeDraw, withdrawMyPrizeDrawEntry, type PrizeDrawEntry } from '@/lib/data/prize-draw';
import type { FormState } from '@/lib/forms/form-state';
import {
  PRIZE_DRAW_ENTRY_FIELD,
  PRIZE_DRAW_MESSAGES,
  prizeDrawChoiceSchema,
  type PrizeDrawChoiceField,
} from '@/lib/forms/prize-draw-membership';

const choose = formAction<typeof prizeDrawChoiceSchema, PrizeDrawChoiceField, PrizeDrawEntry | null>({
  path: '/account',
  schema: prizeDrawChoiceSchema,
  operation: 'PrizeDrawChoice',
  run: async ({ choice }) => {
    if (choice === 'enter') return enterMyPrizeDraw();
    await withdrawMyPrizeDrawEntry();
    return null;
  },
  // What the panel shows next comes from the write's own answer, not a re-read (indexes can lag the write).
  saved: (entry) => ({
    message: entry ? PRIZE_DRAW_MESSAGES.entered : PRIZE_DRAW_MESSAGES.withdrawn,
    values: { [PRIZE_DRAW_ENTRY_FIELD]: entry ? JSON.stringify(entry) : '' },
  }),
  failures: {
    conflict:
      'Your email address is already entered in the draw, from the entry form for people without an account. To withdraw that entry, email us.',
  },
});

export async function choosePrizeDrawAction(
  previous: FormState<PrizeDrawChoiceField>,
  form: FormData,
): Promise<FormState<PrizeDrawChoiceField>> {
  return choose(previous, form);
}
