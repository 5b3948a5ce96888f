/**
 * Each group's loading.tsx (one per group rather than one for all of (app), so the (admin) layout's check runs
 * before anything streams and a non-admin gets a real 404 status). Shown while a signed-in screen waits for her data from the API (spec section 4: a loading flag until
 * loading ends). The frame stays; the message is a status so screen readers hear it once, without a spinner
 * that would animate under reduced motion.
 */
export function LoadingDetails() {
  return (
    <p role="status" className="py-12 text-lg text-ink-muted">
      Loading your details…
    </p>
  );
}
