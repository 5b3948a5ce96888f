import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, fieldMessageIds } from '@/components/forms/field-messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Extra ids the input is described by, e.g. the password checklist. */
  describedBy?: string;
  /** Rendered after the input, inside the field's box (e.g. a show-password button). */
  after?: ReactNode;
}

export const inputClass =
  'block w-full min-h-11 rounded-md border-2 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-red border-line';

/** Label, hint, error text and input, tied together with `aria-describedby` and `aria-invalid`. */
export function TextField({ id, name, label, hint, error, describedBy, after, className, ...input }: TextFieldProps) {
  const { hintId, errorId, describedBy: described } = fieldMessageIds(id, { hint, error, extra: describedBy });
  return (
    <div className={className ?? 'mb-5'}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <div className="mt-1 flex items-stretch gap-2">
        <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} {...input} />
        {after}
      </div>
    </div>
  );
}
