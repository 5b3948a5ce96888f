export interface Source {
  title: string;
  url: string;
}

/** The sources behind a page's health claims, listed at its end. */
export function Sources({ sources, heading = 'Sources' }: { sources: readonly Source[]; heading?: string }) {
  return (
    <section aria-labelledby="sources-heading" className="mt-10 max-w-3xl">
      <h2 id="sources-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-muted">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="text-ink underline decoration-pink decoration-2">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
