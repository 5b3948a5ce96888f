import { TextField, type TextFieldProps } from './text-field';

/** An email address (on the sign-in screens also her username): typed as an address, never corrected or capitalised. */
export function EmailField({
  label = 'Email address',
  ...props
}: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
