/** The calm message every error screen shows: what happened in plain words, and a way to try again. */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center" role="alert">
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">Nothing you saved has been lost. Please try again in a moment.</p>
      <button type="button" onClick={onRetry} className="mt-8 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink">
        Try again
      </button>
    </div>
  );
}
