'use client';

import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { initialFormState } from '@/lib/forms/form-state';
import { CLAIM_FIELDS, CLAIM_MESSAGES, claimSchema } from '@/lib/forms/offers';
import type { ClaimedCode, Offer } from '@/lib/data/offers';
import type { CodeStatus } from '@/graphql/generated/types';
import { useEffect } from 'react';
import { claimCode } from '../actions';
import { CodeReveal } from './code-reveal';
import { useJustClaimed } from './just-claimed';

/** What the card says of a code of hers she can no longer use; a withdrawn one may be replaced by a new claim. */
const SPENT: Record<Exclude<CodeStatus, 'CLAIMED' | 'AVAILABLE'>, string> = {
  VOID: 'This code has been withdrawn.',
  REDEEMED: 'You have used your code for this offer.',
  EXPIRED: 'Your code for this offer has expired.',
};

/**
 * "Get my code" for one offer; once claimed, her code (the same one on any repeat) replaces the button. Only a
 * CLAIMED code is shown as hers to use; after one is withdrawn she is told so and may claim another.
 */
export function ClaimCodeForm({ offer, held }: { offer: Offer; held: ClaimedCode | null }) {
  const usable = held?.status === 'CLAIMED' ? held.code : null;
  const form = useFormAction({
    action: claimCode,
    initial: initialFormState({ offerId: offer.id, ...(usable ? { code: usable } : {}) }),
    schema: claimSchema,
    fields: CLAIM_FIELDS,
    idPrefix: `claim-${offer.id}`,
  });
  const { statusRef } = form;
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
  // Her claim was answered with none left or the offer gone (ended, or set back to draft while the page was open).
  const refused = !code && (form.state.values.noneLeft === 'true' || form.state.values.notLive === 'true');
  const unclaimable = refused || (!code && offer.stock === 0);

  if (code) {
    return (
      <>
        <StatusMessage ref={statusRef}>{form.status || null}</StatusMessage>
        <CodeReveal code={code} partner={offer.partner} partnerUrl={offer.partnerUrl} endDate={offer.endDate} />
      </>
    );
  }
  const spent = held && held.status !== 'CLAIMED' && held.status !== 'AVAILABLE' ? held.status : null;
  const spentNote = spent ? <p className="mt-4 font-semibold">{SPENT[spent]}</p> : null;
  if (spent && spent !== 'VOID') return spentNote;
  if (unclaimable)
    return (
      <>
        {spentNote}
        {/* In place of the button she pressed: the answer takes focus in its status region, as a code does. */}
        {refused ? (
          <StatusMessage ref={statusRef}>{form.status || null}</StatusMessage>
        ) : (
          <p className="mt-4 font-semibold">{CLAIM_MESSAGES.noneLeft}</p>
        )}
      </>
    );
  return (
    <>
      {spentNote}
      <ErrorSummary {...form.summary} />
      <StatusMessage ref={statusRef}>{form.status || null}</StatusMessage>
      <form key={form.state.version} {...form.formProps} className="mt-4">
        <input type="hidden" name="offerId" value={offer.id} />
        <SubmitButton pending={form.pending} pendingLabel="Getting your code…">
          {spent ? `Get a new code for ${offer.partner}` : `Get my code for ${offer.partner}`}
        </SubmitButton>
      </form>
    </>
  );
}
