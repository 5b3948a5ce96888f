'use server';

import { formAction } from '@/lib/actions/form-action';
import { claimOfferCode, type ClaimOutcome } from '@/lib/data/offers';
import { CLAIM_MESSAGES, claimSchema, type ClaimField } from '@/lib/forms/offers';
import type { FormState } from '@/lib/forms/form-state';

/** What the card shows next; the code comes from the claim's own answer (never a re-list, which may lag the write). */
function answered(outcome: ClaimOutcome): { message: string; values: Record<string, string> } {
  if (outcome.kind === 'claimed')
    return { message: CLAIM_MESSAGES.claimed, values: { offerId: outcome.code.offerId, code: outcome.code.code } };
  if (outcome.kind === 'not-live') return { message: CLAIM_MESSAGES.notLive, values: { notLive: 'true' } };
  return { message: CLAIM_MESSAGES.noneLeft, values: { noneLeft: 'true' } };
}

const claim = formAction<typeof claimSchema, ClaimField, ClaimOutcome>({
  path: '/incentive',
  schema: claimSchema,
  operation: 'ClaimOfferCode',
  run: (values) => claimOfferCode(values.offerId),
  saved: answered,
  // She typed nothing and nothing of hers changed: the defaults' words do not fit a claim.
  failures: {
    conflict: CLAIM_MESSAGES.tryAgain,
    unavailable: CLAIM_MESSAGES.tryAgain,
    failed: CLAIM_MESSAGES.tryAgain,
  },
});

export async function claimCode(previous: FormState<ClaimField>, form: FormData): Promise<FormState<ClaimField>> {
  return claim(previous, form);
}
