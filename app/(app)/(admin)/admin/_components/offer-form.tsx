'use client';

import { CheckboxField } from '@/components/forms/checkbox-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SelectField } from '@/components/forms/select-field';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import {
  CATEGORY_OPTIONS,
  OFFER_FIELDS,
  OFFER_LIMITS,
  STATUS_OPTIONS,
  offerSchema,
  offerUpdateSchema,
} from '@/lib/forms/admin';
import type { FormState } from '@/lib/forms/form-state';
import { RECORD_ID_FIELD, REVISION_FIELD } from '@/lib/forms/record';
import { createOfferAction, updateOfferAction } from '../actions';

/** Create or edit an offer. An edit carries the revision it was read at; a change meanwhile is a clear conflict. */
export function OfferForm({ mode, initial }: { mode: 'create' | 'edit'; initial: FormState }) {
  const form = useFormAction({
    action: mode === 'create' ? createOfferAction : updateOfferAction,
    initial,
    schema: mode === 'create' ? offerSchema : offerUpdateSchema,
    fields: OFFER_FIELDS,
    idPrefix: 'offer',
  });
  const { statusRef } = form;
  const { field } = form;
  const values = form.state.values;

  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="offer-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        {mode === 'create' ? (
          <input type="hidden" name={RECORD_ID_FIELD} value={values[RECORD_ID_FIELD] ?? ''} />
        ) : (
          <>
            <input type="hidden" name="id" value={values.id ?? ''} />
            <input type="hidden" name={REVISION_FIELD} value={values[REVISION_FIELD] ?? ''} />
          </>
        )}
        <TextField
          {...field('partner')}
          label="Partner"
          hint="The partner’s slug, for example zenhotels"
          inputClassName="max-w-md"
        />
        <SelectField {...field('category')} label="Category" options={CATEGORY_OPTIONS} />
        <TextField {...field('title')} label="Title" maxLength={OFFER_LIMITS.title} />
        <TextField
          {...field('benefit')}
          label="What it gives"
          hint="For example 15% off your first order"
          maxLength={OFFER_LIMITS.benefit}
        />
        <TextField {...field('terms')} label="Terms" maxLength={OFFER_LIMITS.terms} />
        <TextField {...field('howToUse')} label="How to use it" maxLength={OFFER_LIMITS.howToUse} />
        <TextField
          {...field('partnerUrl')}
          type="url"
          label="Partner link (optional)"
          hint="Starts with https://"
          maxLength={OFFER_LIMITS.partnerUrl}
        />
        <TextField {...field('startDate')} type="date" label="Starts" inputClassName="sm:max-w-60" />
        <TextField {...field('endDate')} type="date" label="Ends" inputClassName="sm:max-w-60" />
        <SelectField {...field('status')} label="Status" options={STATUS_OPTIONS} />
        <CheckboxField
          {...field('demonstration')}
          value="yes"
          label="Demonstration offer: no agreement with this brand exists yet (members are told so)"
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          {mode === 'create' ? 'Create offer' : 'Save offer'}
        </SubmitButton>
      </form>
    </>
  );
}
