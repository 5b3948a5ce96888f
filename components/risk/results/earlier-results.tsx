import type { ResultEntry } from '@/lib/risk/history';
import { LEVEL_MEANING } from '@/lib/risk/presentation';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

const levelName = (entry: Pick<ResultEntry, 'level'>) => (entry.level ? LEVEL_MEANING[entry.level].name : 'Not known');

/**
 * Her results over time: each time she finishes the questionnaire a new result is kept, so she can see how her
 * level has changed. Only dates and levels: the figures belong to the current result above.
 */
export function EarlierResults({ current, earlier }: { current: ResultEntry; earlier: readonly ResultEntry[] }) {
  return (
    <section aria-labelledby="earlier-results-heading" className="mt-10 max-w-3xl" data-testid="earlier-results">
      <h2 id="earlier-results-heading" className="text-2xl font-bold">
        Your results over time
      </h2>
      {earlier.length === 0 ? (
        <p className="mt-2">
          This is your first result. If you change your answers later, your earlier results will be listed here.
        </p>
      ) : null}
      <ol className="mt-3 space-y-1">
        <li data-testid="current-result">
          <time dateTime={current.at}>{DAY.format(new Date(current.at))}</time>: {levelName(current)}{' '}
          <span className="text-ink-muted">(your current result)</span>
        </li>
        {earlier.map((entry) => (
          <li key={entry.id} data-testid="earlier-result">
            <time dateTime={entry.at}>{DAY.format(new Date(entry.at))}</time>: {levelName(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
