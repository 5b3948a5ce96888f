import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { LabelledField } from './field-messages';
import { inputClass } from './text-field';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  options: readonly Option[];
  hint?: ReactNode;
  error?: string;
  className?: string;
  selectClassName?: string;
  /** Passed on to the `<select>` (with the rest), for a caller that moves focus to it. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down; prefer a RadioGroup when there are only a few options (GOV.UK). */
export function SelectField({
  id,
  name,
  label,
  options,
  hint,
  error,
  className,
  selectClassName,
  ...select
}: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} className={className}>
      {({ describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${inputClass} mt-1 ${selectClassName ?? ''}`}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
