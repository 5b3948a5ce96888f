import type { InputHTMLAttributes, ReactNode } from 'react';

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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-5'}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="mt-1 flex items-stretch gap-2">
        <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} {...input} />
        {after}
      </div>
    </div>
  );
}
