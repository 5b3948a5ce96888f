'use client';

import { CheckboxField } from '@/components/forms/checkbox-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { Fieldset } from '@/components/forms/fieldset';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import {
  OFFER_CHOICE_FIELDS,
  OFFER_CHOICE_OPTIONS,
  offerChoiceSchema,
  type OfferChoiceState,
} from '@/lib/forms/offer-choices';
import { saveOfferChoices } from '../offer-actions';

/** The offer categories her notices tell her about; the boxes show what is stored (none until she ticks one). */
export function OfferChoicesForm({ initial }: { initial: OfferChoiceState }) {
  const form = useFormAction({
    action: saveOfferChoices,
    initial,
    schema: offerChoiceSchema,
    fields: OFFER_CHOICE_FIELDS,
    idPrefix: 'offers',
  });
  const { field, statusRef } = form;
  const { id, error } = field('offerCategories');
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="offer-choices-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      {/* Keyed on each answer, so the boxes show what the answer holds (what was stored, or what she sent). */}
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        <Fieldset
          id={id}
          legend="Offers you’d like to hear about"
          hint="Tick any you’d like. When a new offer of that kind starts, your notices tell you."
          error={error}
        >
          <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {OFFER_CHOICE_OPTIONS.map((option, index) => (
              <CheckboxField
                key={option.category}
                // The first box carries the group's id, so the error summary's link lands on it.
                id={index === 0 ? id : `${id}-${option.category.toLowerCase()}`}
                name={option.name}
                label={option.label}
                defaultValue={form.state.values[option.name]}
              />
            ))}
          </div>
        </Fieldset>
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Save my offer choices
        </SubmitButton>
      </form>
    </>
  );
}
