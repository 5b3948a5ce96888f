'use client';

/**
 * A signed-in screen that failed unexpectedly. The (app) layout, and so the menu, stays visible: a failure here
 * is not a sign-out, and she can still go elsewhere. The error is not shown or logged here: its message can
 * carry personal data, and the server has logged what it may (operation and error type only).
 */
export default function ProtectedError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center" role="alert">
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">Nothing you saved has been lost. Please try again in a moment.</p>
      <button type="button" onClick={() => retry()} className="mt-8 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink">
        Try again
      </button>
    </div>
  );
}
