'use client';

import Link from 'next/link';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { EmailField } from '@/components/forms/email-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { usePrizeDrawOpen } from '@/components/prize-draw/use-prize-draw-open';
import { initialFormState } from '@/lib/forms/form-state';
import { FREE_ENTRY_FIELDS, freeEntrySchema } from '@/lib/forms/prize-draw-entry';
import type { PrizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';
import { enterPrizeDrawFreeAction } from '../actions';

/**
 * Free entry without an account: name, email and her word that she may enter under the rules. Once the draw has
 * closed, the form gives way to saying so.
 */
export function FreeEntryForm({ draw }: { draw: PrizeDrawCloseForBrowser }) {
  const form = useFormAction({
    action: enterPrizeDrawFreeAction,
    initial: initialFormState(),
    schema: freeEntrySchema,
    fields: FREE_ENTRY_FIELDS,
    idPrefix: 'free-entry',
  });
  const { statusRef } = form;
  const { field } = form;
  const open = usePrizeDrawOpen(draw);

  if (!open) return <p className="max-w-xl rounded-lg bg-surface-raised p-4 text-ink">{draw.closedMessage}</p>;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="free-entry-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      <form key={form.state.version} {...form.formProps} className="max-w-xl">
        <TextField {...field('name')} label="Your name" autoComplete="name" />
        <EmailField {...field('email')} hint="We use it only to run the draw and to contact you if you win." />
        <CheckboxField
          {...field('confirm')}
          value="yes"
          label={
            <>
              I live in the UK, I am 18 or over, and I agree to the{' '}
              <Link href="/terms#prize-draw">prize-draw rules</Link>.
            </>
          }
        />
        <SubmitButton pending={form.pending} pendingLabel="Entering…">
          Enter the draw
        </SubmitButton>
      </form>
    </>
  );
}
