import type { ReactNode } from 'react';

/** The ids a field's hint and error carry, and the `aria-describedby` that joins them (plus any extra ids). */
export function fieldMessageIds(
  id: string,
  { hint, error, extra }: { hint?: ReactNode; error?: string; extra?: string },
) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, extra, errorId].filter(Boolean).join(' ') || undefined };
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1 text-sm text-ink-muted">
      {children}
    </p>
  ) : null;
}

/** Error text next to its field; screen readers hear "Error:" first (WCAG 3.3.1). */
export function FieldError({
  id,
  children,
  className = 'mt-1',
}: {
  id?: string;
  children?: string;
  className?: string;
}) {
  return children ? (
    <p id={id} className={`${className} text-sm font-semibold text-red`}>
      <span className="sr-only">Error: </span>
      {children}
    </p>
  ) : null;
}

/**
 * The frame every single-control field shares: label, hint and error above the control, which gets the
 * `aria-describedby` that joins them. Text, multi-line and select fields differ only in the control.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  extraDescribedBy,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  extraDescribedBy?: string;
  className?: string;
  children: (control: { describedBy?: string; invalid?: true }) => ReactNode;
}) {
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error, extra: extraDescribedBy });
  return (
    <div className={className ?? 'mb-5'}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      {children({ describedBy, invalid: error ? true : undefined })}
    </div>
  );
}
