'use client';

import { useEffect, useRef } from 'react';
import { INVALID_MESSAGE } from '@/lib/forms/form-state';

export interface ErrorSummaryProps {
  /**
   * Problems with a field, in the order the fields appear: each links to its field's id, or to `href` when the
   * answer to change is on another page.
   */
  fieldErrors: readonly { id: string; message: string; href?: string }[];
  /** A problem with the whole attempt (a service answer), listed first, not linked. */
  formError?: string | null;
  title?: string;
  /** Changes on every failed attempt, so the summary takes focus again each time. */
  focusKey: string | number;
  /** Unique on the page: the summary is named by its heading. */
  headingId: string;
}

/**
 * GOV.UK's error summary: at the top of the form, named "There is a problem", linking to each field in error,
 * and focused when it appears so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({
  fieldErrors,
  formError,
  title = INVALID_MESSAGE,
  focusKey,
  headingId,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(formError) || fieldErrors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [focusKey, shown]);
  if (!shown) return null;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="error-summary"
      data-error-summary
      className="mb-6 max-w-2xl rounded-lg border-4 border-red bg-surface p-4 focus-visible:outline-4 focus-visible:outline-offset-4"
    >
      <h2 id={headingId} className="font-body text-xl font-bold text-ink">
        {title}
      </h2>
      <ul className="mt-2 list-none space-y-1 p-0">
        {formError ? <li className="font-semibold text-red">{formError}</li> : null}
        {fieldErrors.map((error) => (
          <li key={error.id}>
            <a href={error.href ?? `#${error.id}`} className="font-semibold text-red">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
