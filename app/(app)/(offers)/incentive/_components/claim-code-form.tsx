'use client';

import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { initialFormState } from '@/lib/forms/form-state';
import { CLAIM_FIELDS, claimSchema } from '@/lib/forms/offers';
import type { Offer } from '@/lib/data/offers';
import { useEffect } from 'react';
import { claimCode } from '../actions';
import { CodeReveal } from './code-reveal';
import { useJustClaimed } from './just-claimed';

/** "Get my code" for one offer; once claimed, her code (the same one on any repeat) replaces the button. */
export function ClaimCodeForm({ offer, claimed }: { offer: Offer; claimed: string | null }) {
  const form = useFormAction({
    action: claimCode,
    initial: initialFormState({ offerId: offer.id, ...(claimed ? { code: claimed } : {}) }),
    schema: claimSchema,
    fields: CLAIM_FIELDS,
    idPrefix: `claim-${offer.id}`,
  });
  const code = form.state.values.code;
  const { add } = useJustClaimed();
  const claimedNow = form.state.status === 'saved' ? code : undefined;
  useEffect(() => {
    if (claimedNow)
      add({
        id: `claimed-${offer.id}`,
        offerId: offer.id,
        code: claimedNow,
        status: 'CLAIMED',
        claimedAt: new Date().toISOString(),
      });
  }, [add, claimedNow, offer.id]);
  const noneLeft = form.state.values.noneLeft === 'true' || (!code && offer.stock === 0);

  if (code) {
    return (
      <>
        <StatusMessage>{form.status || null}</StatusMessage>
        <CodeReveal code={code} partner={offer.partner} partnerUrl={offer.partnerUrl} endDate={offer.endDate} />
      </>
    );
  }
  if (noneLeft) return <p className="mt-4 font-semibold">Sorry, no codes are left for this offer.</p>;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage>{form.status || null}</StatusMessage>
      <form key={form.state.version} {...form.formProps} className="mt-4">
        <input type="hidden" name="offerId" value={offer.id} />
        <SubmitButton pending={form.pending} pendingLabel="Getting your code…">
          {`Get my code for ${offer.partner}`}
        </SubmitButton>
      </form>
    </>
  );
}
