import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from './field-messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Extra ids the input is described by, e.g. the password checklist. */
  describedBy?: string;
  /** Rendered after the input, inside the field's row (e.g. a show-password button). */
  after?: ReactNode;
  /** Classes for the field's wrapper (spacing); the input's width goes in `inputClassName`. */
  className?: string;
  inputClassName?: string;
}

export const inputClass =
  'block w-full min-h-11 rounded-md border-2 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-red border-line';

/** Label, hint, error text and input, tied together with `aria-describedby` and `aria-invalid`. */
export function TextField({
  id,
  name,
  label,
  hint,
  error,
  describedBy,
  after,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} extraDescribedBy={describedBy} className={className}>
      {({ describedBy: described, invalid }) => (
        <div className="mt-1 flex items-stretch gap-2">
          <input
            id={id}
            name={name}
            aria-invalid={invalid}
            aria-describedby={described}
            className={`${inputClass} ${inputClassName ?? ''}`}
            {...input}
          />
          {after}
        </div>
      )}
    </LabelledField>
  );
}
