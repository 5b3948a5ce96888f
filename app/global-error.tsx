'use client';

import './globals.css';

/** Replaces the root layout when it fails itself, so it must render its own <html>. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-GB" data-theme="dark">
      <body className="bg-canvas text-ink">
        <main className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
          <h1 className="text-4xl font-bold">Something went wrong</h1>
          <p className="mt-4">Nothing you saved has been lost. Please try again in a moment.</p>
          <button type="button" onClick={reset} className="mt-8 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink">
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
