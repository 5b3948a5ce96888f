import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** One unticked checkbox for a consent: the label says exactly what she agrees to. */
export function CheckboxField({ id, name, label, hint, error }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="mb-5">
      {error ? (
        <p id={errorId} className="mb-1 text-sm font-semibold text-red">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="mt-1 size-6 shrink-0 accent-pink"
        />
        <div>
          <label htmlFor={id} className="text-ink">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="mt-1 text-sm text-ink-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
