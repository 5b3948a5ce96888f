'use client';

/** Opens the browser's print dialogue; the print stylesheet lays the report out on A4. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-md border-2 border-pink px-5 py-2 font-semibold text-ink"
    >
      Print the report
    </button>
  );
}
