import { TextField, type TextFieldProps } from './text-field';

/**
 * A whole number. GOV.UK's advice: a text input with the numeric keypad rather than `type="number"`, which
 * changes value on scroll and accepts "e"; the schema checks the value.
 */
export function NumberField({
  suffix,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'after'> & { suffix?: string }) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      spellCheck={false}
      autoComplete="off"
      inputClassName="max-w-32"
      after={
        suffix ? (
          <span className="self-center text-ink" aria-hidden="true">
            {suffix}
          </span>
        ) : undefined
      }
      {...props}
    />
  );
}
