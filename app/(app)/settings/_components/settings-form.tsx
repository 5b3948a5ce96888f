'use client';

import { useActionState, useState, type FormEvent } from 'react';
import {
  checkSettings,
  REMINDER_OPTIONS,
  SETTINGS_LIMITS,
  settingsInputFrom,
  type SettingsErrors,
} from '@/lib/data/schemas/settings';
import { saveSettings } from '../actions';
import type { SettingsState } from '../settings-state';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';
import { FieldError } from '@/components/forms/field-messages';

/**
 * Her details and reminder choice. The shared schema checks the answers here first (no round trip for a typo)
 * and the action checks them again. Without JavaScript the form still posts to the action.
 */
export function SettingsForm({ initial }: { initial: SettingsState }) {
  const [state, formAction, saving] = useActionState(saveSettings, initial);
  const [local, setLocal] = useState<{ errors: SettingsErrors; attempt: number } | null>(null);
  const errors = local?.errors ?? state.errors;
  const showSummary = local !== null || state.status === 'invalid';

  function checkFirst(event: FormEvent<HTMLFormElement>) {
    const check = checkSettings(settingsInputFrom(new FormData(event.currentTarget)));
    if (check.ok) return setLocal(null);
    event.preventDefault();
    setLocal({ errors: check.errors, attempt: (local?.attempt ?? 0) + 1 });
  }

  const { values } = state;
  return (
    <>
      {showSummary ? (
        <ErrorSummary errors={errors} message={local ? 'There is a problem' : state.message} attempt={local?.attempt ?? -state.version} />
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className="mb-6 max-w-2xl rounded-md border-2 border-red bg-surface p-4 font-semibold">
          {state.message}
        </p>
      ) : null}
      <p role="status" className="mb-6 font-semibold text-green empty:hidden" data-testid="settings-status">
        {state.status === 'saved' && !local && !saving ? state.message : ''}
      </p>
      <form key={state.version} action={formAction} onSubmit={checkFirst} noValidate className="max-w-2xl">
        <TextField name="prefix" label="Title (optional)" hint="For example Ms, Mrs, Miss or Dr" autoComplete="honorific-prefix"
          defaultValue={values.prefix} maxLength={SETTINGS_LIMITS.prefix} error={errors.prefix} className="sm:max-w-40" />
        <TextField name="given" label="First name" autoComplete="given-name" defaultValue={values.given}
          maxLength={SETTINGS_LIMITS.given} error={errors.given} />
        <TextField name="family" label="Last name" autoComplete="family-name" defaultValue={values.family}
          maxLength={SETTINGS_LIMITS.family} error={errors.family} />
        <TextField name="dob" type="date" label="Date of birth (optional)" hint="Used for your risk profile. For example 27 3 1980"
          autoComplete="bday" defaultValue={values.dob} error={errors.dob} className="sm:max-w-60" />
        <TextField name="phone" type="tel" label="Phone number (optional)" autoComplete="tel" defaultValue={values.phone}
          maxLength={SETTINGS_LIMITS.phone} error={errors.phone} className="sm:max-w-60" />

        <fieldset className="mt-8" aria-describedby={errors.reminder ? 'settings-reminder-error' : undefined}>
          <legend className="font-semibold">How often should we remind you to check your breasts?</legend>
          <FieldError id="settings-reminder-error">{errors.reminder}</FieldError>
          {REMINDER_OPTIONS.map((option, index) => (
            <label key={option.value} className="mt-2 flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="reminder"
                value={option.value}
                id={index === 0 ? 'settings-reminder' : undefined}
                defaultChecked={values.reminder === option.value}
                aria-invalid={errors.reminder ? true : undefined}
                className="size-5 accent-pink"
              />
              {option.label}
            </label>
          ))}
        </fieldset>

        <button type="submit" disabled={saving} className="mt-8 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink disabled:opacity-70">
          {saving ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </>
  );
}
