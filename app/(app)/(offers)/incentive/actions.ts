'use server';

import { formAction } from '@/lib/actions/form-action';
import { claimOfferCode, type ClaimOutcome } from '@/lib/data/offers';
import { claimSchema, type ClaimField } from '@/lib/forms/offers';
import type { FormState } from '@/lib/forms/form-state';

const claim = formAction<typeof claimSchema, ClaimField, ClaimOutcome>({
  path: '/incentive',
  schema: claimSchema,
  operation: 'ClaimOfferCode',
  run: (values) => claimOfferCode(values.offerId),
  // The code comes from the claim's own answer (never a re-list, which may lag behind the write).
  saved: (outcome): { message: string; values: Record<string, string> } =>
    outcome.kind === 'claimed'
      ? { message: 'Your code is ready.', values: { offerId: outcome.code.offerId, code: outcome.code.code } }
      : { message: 'Sorry, no codes are left for this offer.', values: { noneLeft: 'true' } },
  failures: { failed: 'We couldn’t get your code just now. Please try again in a moment.' },
});

export async function claimCode(previous: FormState<ClaimField>, form: FormData): Promise<FormState<ClaimField>> {
  return claim(previous, form);
}
