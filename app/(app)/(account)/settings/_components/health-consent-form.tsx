'use client';

import { StatusMessage } from '@/components/forms/status-message';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { setHealthConsent } from '../privacy-actions';

/** Withdraw or give again her consent to process health data (UK GDPR Art. 9(2)(a)). */
export function HealthConsentForm({ given }: { given: boolean }) {
  const form = useFormAction({ action: setHealthConsent, fields: ['choice'] as const, idPrefix: 'consent' });
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="consent-status">{form.status || null}</StatusMessage>
      <form {...form.formProps} aria-label={given ? 'Withdraw health-data consent' : 'Give health-data consent'}>
        <input type="hidden" name="choice" value={given ? 'withdraw' : 'give'} />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          {given ? 'Withdraw my health-data consent' : 'Give my health-data consent'}
        </SubmitButton>
      </form>
    </>
  );
}
