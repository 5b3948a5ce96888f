'use server';

import { publicFormAction } from '@/lib/actions/form-action';
import { enterPrizeDrawWithoutAccount } from '@/lib/data/free-entry';
import type { FormState } from '@/lib/forms/form-state';
import { PRIZE_DRAW_CLOSED_MESSAGE } from '@/lib/prize-draw/closing';
import { FREE_ENTRY_RECEIVED, freeEntrySchema, type FreeEntryField } from '@/lib/forms/prize-draw-entry';
import { createRateLimiter } from '@/lib/security/rate-limit';

/** A visitor may send the form this often; the API also allows only 5 attempts per email address a day. */
const limiter = createRateLimiter({ limit: 20, windowMs: 10 * 60_000 });

const enter = publicFormAction<typeof freeEntrySchema, FreeEntryField, void>({
  schema: freeEntrySchema,
  operation: 'EnterPrizeDrawFree',
  limiter,
  run: (values) => enterPrizeDrawWithoutAccount({ name: values.name, email: values.email }),
  // The same answer for a new email and one already entered: the form never tells anyone who has entered.
  saved: () => ({ message: FREE_ENTRY_RECEIVED, values: {} }),
  failures: {
    rejected:
      'We couldn’t enter these details. Check them and try again; if you have already tried several times today with this email address, please try again tomorrow.',
    unauthorised: 'Entry without an account isn’t working just now. Please try again later.',
    closed: PRIZE_DRAW_CLOSED_MESSAGE,
  },
});

export async function enterPrizeDrawFreeAction(
  previous: FormState<FreeEntryField>,
  form: FormData,
): Promise<FormState<FreeEntryField>> {
  return enter(previous, form);
}
