'use client';

/** Opens the browser's print dialogue; the page's print stylesheet lays it out on paper. */
export function PrintButton({ children }: { children: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-md border-2 border-pink px-5 py-2 font-semibold text-ink"
    >
      {children}
    </button>
  );
}
