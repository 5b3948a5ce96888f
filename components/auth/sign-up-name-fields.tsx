import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import type { FieldBinding } from '@/components/forms/use-form-action';
import { prefixes } from '@/lib/auth/schemas';

const prefixOptions = [{ value: '', label: 'None' }, ...prefixes.map((prefix) => ({ value: prefix, label: prefix }))];

/** Title, names and the optional phone number, with the autocomplete tokens browsers fill them from. */
export function SignUpNameFields({
  field,
}: {
  field(name: 'prefix' | 'givenName' | 'familyName' | 'phone'): FieldBinding;
}) {
  return (
    <fieldset className="mb-5 border-0 p-0">
      <legend className="mb-3 text-lg font-semibold text-ink">About you</legend>
      <SelectField
        {...field('prefix')}
        label={
          <>
            Title <span className="font-normal text-ink-muted">(optional)</span>
          </>
        }
        options={prefixOptions}
        autoComplete="honorific-prefix"
        defaultValue=""
        selectClassName="max-w-40"
      />
      <TextField {...field('givenName')} label="First name" autoComplete="given-name" />
      <TextField {...field('familyName')} label="Last name" autoComplete="family-name" />
      <TextField
        {...field('phone')}
        label="Mobile phone (optional)"
        hint="Kept on your account only: we do not send text messages. For example 07700 900123."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
    </fieldset>
  );
}
