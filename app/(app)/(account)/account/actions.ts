'use server';

import { formAction } from '@/lib/actions/form-action';
import { deleteConsentRecords, updateConsentRecords } from '@/lib/auth/identity-admin';
import { DataError } from '@/lib/data/errors';
import { enterMyPrizeDraw, withdrawMyPrizeDrawEntry, type PrizeDrawEntry } from '@/lib/data/prize-draw';
import type { FormState } from '@/lib/forms/form-state';
import {
  PRIZE_DRAW_ENTRY_FIELD,
  PRIZE_DRAW_MESSAGES,
  prizeDrawChoiceSchema,
  type PrizeDrawChoiceField,
} from '@/lib/forms/prize-draw-membership';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';

/**
 * Her prize-draw consent record (custom:prize_draw, when she joined) follows what the data API did, written by
 * this server for her own account (her session's sub): her own token may not write it. A failure to record it is
 * hers to see and retry (both changes repeat safely), so her consents never say other than her entry.
 */
async function recordPrizeDrawConsent(user: { sub: string; accessToken: string }, entered: boolean): Promise<void> {
  try {
    if (entered) await updateConsentRecords(user, { [CUSTOM_ATTRIBUTES.prizeDraw]: new Date().toISOString() });
    else await deleteConsentRecords(user, [CUSTOM_ATTRIBUTES.prizeDraw]);
  } catch {
    throw new DataError('unavailable', 'PrizeDrawConsent', 'IdentityError');
  }
}

const choose = formAction<typeof prizeDrawChoiceSchema, PrizeDrawChoiceField, PrizeDrawEntry | null>({
  path: '/account',
  schema: prizeDrawChoiceSchema,
  operation: 'PrizeDrawChoice',
  run: async ({ choice }, { user }) => {
    // Never an entry without her consent record: joining records it first (and takes it back if the draw refuses
    // her), leaving removes the entry first. A failure in between leaves at most a record without an entry, and
    // she is told to try again.
    if (choice === 'enter') {
      await recordPrizeDrawConsent(user, true);
      try {
        return await enterMyPrizeDraw();
      } catch (error) {
        await recordPrizeDrawConsent(user, false).catch(() => undefined);
        throw error;
      }
    }
    await withdrawMyPrizeDrawEntry();
    await recordPrizeDrawConsent(user, false);
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
