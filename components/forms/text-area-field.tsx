import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, fieldMessageIds } from './field-messages';
import { inputClass } from './text-field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** Label, hint, error text and a multi-line box, tied together as TextField ties a single line. */
export function TextAreaField({ id, name, label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <div className={className ?? 'mb-5'}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} mt-1`}
        {...textarea}
      />
    </div>
  );
}
