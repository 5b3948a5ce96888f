/**
 * Each group's loading.tsx (one per group rather than one for all of (app), so the (admin) layout's check runs
 * before anything streams and a non-admin gets a real 404 status). Shown while a signed-in screen waits for her data from the API (spec section 4: a loading flag until
 * loading ends). The frame stays; the message is a status so screen readers hear it once, without a spinner
 * that would animate under reduced motion. Without JavaScript the streamed page can never replace it, so it
 * then says so (signed-in pages need JavaScript; the public pages do not).
 */
export function LoadingDetails() {
  return (
    <>
      <p role="status" className="py-12 text-lg text-ink-muted">
        Loading your details…
      </p>
      {/* Her details stream in behind this message, and only a script can put them in its place. */}
      <noscript>
        <p className="mb-12 max-w-2xl text-lg">
          Your account’s pages need JavaScript. Please switch it on in your browser’s settings and reload this page. Our
          information pages, such as how to check your breasts, work without it.
        </p>
      </noscript>
    </>
  );
}
