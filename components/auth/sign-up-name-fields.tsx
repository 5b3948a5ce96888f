import type { FieldErrors } from '@/lib/auth/schemas';
import { prefixes } from '@/lib/auth/schemas';
import { inputClass, TextField } from './form/text-field';

/** Title, names and the optional phone number, with the autocomplete tokens browsers fill them from. */
export function SignUpNameFields({ fieldId, errors }: { fieldId(name: string): string; errors: FieldErrors }) {
  return (
    <fieldset className="mb-5 border-0 p-0">
      <legend className="mb-3 text-lg font-semibold text-ink">About you</legend>
      <div className="mb-5">
        <label htmlFor={fieldId('prefix')} className="block font-semibold text-ink">
          Title <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <select
          id={fieldId('prefix')}
          name="prefix"
          autoComplete="honorific-prefix"
          defaultValue=""
          className={`${inputClass} mt-1 max-w-40`}
          aria-invalid={errors.prefix ? true : undefined}
        >
          <option value="">None</option>
          {prefixes.map((prefix) => (
            <option key={prefix} value={prefix}>
              {prefix}
            </option>
          ))}
        </select>
      </div>
      <TextField id={fieldId('givenName')} name="givenName" label="First name" autoComplete="given-name" error={errors.givenName} />
      <TextField id={fieldId('familyName')} name="familyName" label="Last name" autoComplete="family-name" error={errors.familyName} />
      <TextField
        id={fieldId('phone')}
        name="phone"
        label="Mobile phone (optional)"
        hint="For reminders if you choose them later, for example 07700 900123."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone}
      />
    </fieldset>
  );
}
