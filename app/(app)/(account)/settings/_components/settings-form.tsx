'use client';

import { DateField } from '@/components/forms/date-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { EXPECTED_FIELD } from '@/lib/forms/record';
import { SETTINGS_FIELDS, SETTINGS_LIMITS, settingsSchema, type SettingsState } from '@/lib/forms/settings';
import { saveSettings } from '../actions';

/**
 * Her details (her reminders are set on /plan). The shared schema checks the answers here first (no round trip for a typo)
 * and the action checks them again. Without JavaScript the form still posts to the action.
 */
export function SettingsForm({ initial }: { initial: SettingsState }) {
  const form = useFormAction({
    action: saveSettings,
    initial,
    schema: settingsSchema(),
    fields: SETTINGS_FIELDS,
    idPrefix: 'settings',
  });
  const { field, statusRef } = form;

  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="settings-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      {/* Keyed on each answer, so the inputs show what the answer holds (what was stored, or what she typed). */}
      <form key={form.state.version} {...form.formProps} className="max-w-2xl">
        {/* The details this form was filled with, as stored: a save from another window since is a conflict. */}
        <input type="hidden" name={EXPECTED_FIELD} value={form.state.values[EXPECTED_FIELD] ?? ''} />
        <TextField
          {...field('prefix')}
          label="Title (optional)"
          hint="For example Ms, Mrs, Miss or Dr"
          autoComplete="honorific-prefix"
          maxLength={SETTINGS_LIMITS.prefix}
          inputClassName="sm:max-w-40"
        />
        <TextField
          {...field('given')}
          label="First name"
          autoComplete="given-name"
          maxLength={SETTINGS_LIMITS.given}
          inputClassName="max-w-md"
        />
        <TextField
          {...field('family')}
          label="Last name"
          autoComplete="family-name"
          maxLength={SETTINGS_LIMITS.family}
          inputClassName="max-w-md"
        />
        <DateField
          {...field('dob')}
          values={form.state.values}
          legend="Date of birth (optional)"
          hint="Used for your risk profile. For example 27 3 1980"
          autoCompletePrefix="bday"
        />
        <TextField
          {...field('phone')}
          type="tel"
          label="Phone number (optional)"
          autoComplete="tel"
          maxLength={SETTINGS_LIMITS.phone}
          inputClassName="sm:max-w-60"
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
      </form>
    </>
  );
}
