import Link from 'next/link';

/** The page-not-found message with ways back into the site. */
export function NotFoundNotice() {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-pink">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold">We can’t find that page</h1>
      <p className="mt-4 text-ink-muted">
        The link may be old, or the address may have a typo. Everything on the site is still a click away.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link href="/" className="inline-block rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link
            href="/check"
            className="inline-block rounded-md border-2 border-pink px-5 py-3 font-semibold text-ink no-underline"
          >
            How to check your breasts
          </Link>
        </li>
        <li>
          <Link
            href="/knowledge"
            className="inline-block rounded-md border-2 border-pink px-5 py-3 font-semibold text-ink no-underline"
          >
            Knowledge library
          </Link>
        </li>
      </ul>
    </div>
  );
}
