import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, fieldMessageIds } from './field-messages';
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
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <div className={className ?? 'mb-5'}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
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
    </div>
  );
}
