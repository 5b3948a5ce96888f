import { useId } from 'react';
import { PATTERN_NOT_CAUSE, type PatternResult } from '@/lib/trends';

export interface PatternListProps {
  /** monitorPatterns(...): shown patterns are listed first; the rest say what more data is needed. */
  patterns: PatternResult[];
}

function countText(pattern: PatternResult): string {
  const entries = `${pattern.dataPoints} ${pattern.dataPoints === 1 ? 'entry' : 'entries'}`;
  return pattern.status === 'needs-more-data'
    ? `${pattern.have} of ${pattern.have + pattern.needed} ${pattern.unit} so far`
    : // The sentence above already says in how many it was seen; this says what it was looked for in.
      `the last ${pattern.lookedAt} ${pattern.unit}${pattern.unit === 'weeks' ? ' with both recorded' : ''}, ${entries}`;
}

/** The /monitor patterns in words, each with the data it rests on and the "pattern, not cause" caveat. */
export function PatternList({ patterns }: PatternListProps) {
  const headingId = useId();
  const shown = patterns.filter((pattern) => pattern.status === 'shown');
  const waiting = patterns.filter((pattern) => pattern.status !== 'shown');
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4 text-ink">
      <h2 id={headingId} className="text-xl">
        Patterns in your records
      </h2>
      <p className="mt-1 text-sm font-semibold">{PATTERN_NOT_CAUSE}</p>
      {shown.length ? (
        <ul className="mt-3 space-y-3">
          {shown.map((pattern) => (
            <li key={pattern.id}>
              <h3 className="text-base font-semibold">{pattern.title}</h3>
              <p>{pattern.text}</p>
              <p className="text-sm text-ink-muted">Based on {countText(pattern)}.</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3">
          No patterns to show yet. Keep adding check-ins: the more you record, the more we can look for.
        </p>
      )}
      {waiting.length ? (
        <details className="mt-3">
          <summary className="cursor-pointer underline underline-offset-2">
            What else we looked for ({waiting.length})
          </summary>
          <ul className="mt-2 space-y-2 text-sm">
            {waiting.map((pattern) => (
              <li key={pattern.id}>
                <span className="font-semibold">{pattern.title}:</span> {pattern.text}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
