import { TextField, type TextFieldProps } from './text-field';

/** Her email address, which is also her username: typed as an address, never corrected or capitalised. */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'label' | 'type'>) {
  return (
    <TextField
      name="email"
      label="Email address"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
