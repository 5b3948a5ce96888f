import type { RefObject } from 'react';

interface ErrorSummaryProps {
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Problems with a field, in the order the fields appear: each links to its field. */
  fieldErrors: { id: string; message: string }[];
  /** A problem with the whole attempt (a service answer), shown first. */
  formError?: string | null;
  headingId: string;
}

/** The GOV.UK pattern: a box that takes focus after a failed submit and links to each field in error. */
export function ErrorSummary({ summaryRef, fieldErrors, formError, headingId }: ErrorSummaryProps) {
  const hasErrors = Boolean(formError) || fieldErrors.length > 0;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby={hasErrors ? headingId : undefined}
      hidden={!hasErrors}
      className="mb-6 rounded-lg border-2 border-red bg-surface p-4 focus-visible:outline-offset-4"
    >
      {hasErrors ? (
        <>
          <h2 id={headingId} className="font-body text-lg font-bold text-ink">
            There is a problem
          </h2>
          <ul className="mt-2 list-none space-y-1 p-0">
            {formError ? <li className="font-semibold text-red">{formError}</li> : null}
            {fieldErrors.map((error) => (
              <li key={error.id}>
                <a href={`#${error.id}`} className="font-semibold text-red">
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
