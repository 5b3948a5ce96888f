'use server';

import { formAction } from '@/lib/actions/form-action';
import { changeConsentRecords } from '@/lib/auth/identity-admin';
import { DataError } from '@/lib/data/errors';
import {
  enterMyPrizeDraw,
  withdrawMyPrizeDrawEntry,
  type PrizeDrawEntering,
  type PrizeDrawEntry,
} from '@/lib/data/prize-draw';
import type { FormState } from '@/lib/forms/form-state';
import { contactEmails } from '@/lib/content/contact';
import { PRIZE_DRAW_CLOSED_MESSAGE, prizeDrawIsOpen } from '@/lib/prize-draw/closing';
import {
  PRIZE_DRAW_ENTRY_FIELD,
  PRIZE_DRAW_MESSAGES,
  prizeDrawChoiceSchema,
  prizeDrawDeletedAfterCloseMessage,
  type PrizeDrawChoiceField,
} from '@/lib/forms/prize-draw-membership';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';

/**
 * Her prize-draw consent record (custom:prize_draw, when she joined) follows what the data API did, written by
 * this server for her own account (her session's sub): her own token may not write it. Joining again keeps the
 * time she first joined. A failure to record it is hers to see and retry (both changes repeat safely), so her
 * consents never say other than her entry. Returns whether this call made the record.
 */
async function recordPrizeDrawConsent(user: { sub: string; accessToken: string }, entered: boolean): Promise<boolean> {
  const name = CUSTOM_ATTRIBUTES.prizeDraw;
  try {
    const change = await changeConsentRecords(user, (current) => {
      if (entered) return current[name] ? {} : { set: { [name]: new Date().toISOString() } };
      return current[name] ? { remove: [name] } : {};
    });
    return Boolean(change.set);
  } catch {
    throw new DataError('unavailable', 'PrizeDrawConsent', 'IdentityError');
  }
}

/** Only before the close is she out of a draw not yet made; after it, the draw may already hold her entry. */
function withdrawnMessage(): string {
  return prizeDrawIsOpen(new Date())
    ? PRIZE_DRAW_MESSAGES.withdrawn
    : prizeDrawDeletedAfterCloseMessage(contactEmails.help);
}

const enteredMessage = (entering: PrizeDrawEntering) =>
  entering.fromEntryForm ? PRIZE_DRAW_MESSAGES.linked : PRIZE_DRAW_MESSAGES.entered;

const entryShown = ({ email, createdAt }: PrizeDrawEntering): PrizeDrawEntry => ({ email, createdAt });

const choose = formAction<typeof prizeDrawChoiceSchema, PrizeDrawChoiceField, PrizeDrawEntering | null>({
  path: '/account',
  schema: prizeDrawChoiceSchema,
  operation: 'PrizeDrawChoice',
  run: async ({ choice }, { user }) => {
    // Never an entry without her consent record: joining records it first (and takes it back if the draw refuses
    // her), leaving removes the entry first. A failure in between leaves at most a record without an entry, and
    // she is told to try again.
    if (choice === 'enter') {
      const recorded = await recordPrizeDrawConsent(user, true);
      try {
        return await enterMyPrizeDraw();
      } catch (error) {
        // Only a record this request made: one from an earlier, successful join stays with her entry.
        if (recorded) await recordPrizeDrawConsent(user, false).catch(() => undefined);
        throw error;
      }
    }
    await withdrawMyPrizeDrawEntry();
    await recordPrizeDrawConsent(user, false);
    return null;
  },
  // What the panel shows next comes from the write's own answer, not a re-read (indexes can lag the write).
  saved: (entering) => ({
    message: entering ? enteredMessage(entering) : withdrawnMessage(),
    values: { [PRIZE_DRAW_ENTRY_FIELD]: entering ? JSON.stringify(entryShown(entering)) : '' },
  }),
  failures: {
    // Refused: an entry in another account (hers too, under any spelling of her address), or one made on the form
    // with another spelling (a +tag), which may be someone else's on her domain; one made on the form with her own
    // address becomes hers. The same neutral words for each, so nothing is said about whose entry it is.
    conflict:
      'Your email address, or another way of writing it that can reach the same inbox, is already entered in the draw, from another account or on the entry form (one entry per person). To withdraw that entry, sign in to that account or email us.',
    closed: PRIZE_DRAW_CLOSED_MESSAGE,
  },
});

export async function choosePrizeDrawAction(
  previous: FormState<PrizeDrawChoiceField>,
  form: FormData,
): Promise<FormState<PrizeDrawChoiceField>> {
  return choose(previous, form);
}
