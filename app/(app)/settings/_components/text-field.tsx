import type { InputHTMLAttributes } from 'react';
import { FieldError, FieldHint, fieldMessageIds } from '@/components/forms/field-messages';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are tied to it (aria-describedby), the error also marked aria-invalid. */
export function TextField({ name, label, hint, error, className, ...input }: TextFieldProps) {
  const id = `settings-${name}`;
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <div className="mt-6">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-2 block min-h-11 w-full max-w-md rounded-md border-2 bg-canvas px-3 py-2 text-ink ${
          error ? 'border-red' : 'border-line'
        } ${className ?? ''}`}
        {...input}
      />
    </div>
  );
}
