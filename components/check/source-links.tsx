import type { Source } from '@/lib/check/sources';

/** The pages a piece of health content is taken from, as a short line of links under it. */
export function SourceLinks({ sources }: { sources: readonly Source[] }) {
  return (
    <p className="mt-4 text-sm text-ink-muted">
      {sources.length > 1 ? 'Sources' : 'Source'}:{' '}
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? '; ' : ''}
          <a href={source.url} rel="noopener noreferrer" className="text-ink">
            {source.title}
          </a>
        </span>
      ))}
    </p>
  );
}
