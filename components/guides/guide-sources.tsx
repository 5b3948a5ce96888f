import type { GuideSource } from '@/lib/content/guide-schema';
import { DateText } from './dates';

function SourceDate({ source }: { source: GuideSource }) {
  if (source.reviewed)
    return (
      <>
        (last reviewed <DateText iso={source.reviewed} />)
      </>
    );
  if (source.published)
    return (
      <>
        (published <DateText iso={source.published} />)
      </>
    );
  return null;
}

/** The sources behind a guide, each with who published it and when it was published or last reviewed (none for a page whose date is not checked yet). */
export function GuideSources({ sources, reviewed }: { sources: readonly GuideSource[]; reviewed: string }) {
  return (
    <section aria-labelledby="guide-sources-heading" className="mt-10 max-w-3xl">
      <h2 id="guide-sources-heading" className="text-2xl font-bold text-ink">
        Sources
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-muted">
        {sources.map((source) => (
          <li key={source.url}>
            {source.publisher}:{' '}
            <a href={source.url} className="text-ink underline decoration-pink decoration-2">
              {source.title}
            </a>{' '}
            <SourceDate source={source} />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-ink-muted">
        This guide was last reviewed on <DateText iso={reviewed} />.
      </p>
    </section>
  );
}
