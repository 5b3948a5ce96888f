import { CHECK_IN_DATE_FIELD } from '@/lib/forms/check-in';
import { joinDateParts } from '@/lib/forms/date-parts';
import { phq4ScoreFromInput } from '@/lib/forms/phq4-result';
import type { OutboxEntry } from '@/lib/offline/outbox';
import { formatDayLong } from '@/lib/trends';
import { Phq4Result } from './phq4-result';

interface QueuedPhq4ResultsProps {
  /** The outbox's entries not yet sent. */
  pending: readonly OutboxEntry[];
  /** The outbox's entries sent just now (useOutbox's sentEntries). */
  sent: readonly OutboxEntry[];
}

function dayOf(entry: OutboxEntry): string {
  const day = joinDateParts(entry.input as Record<string, string>, CHECK_IN_DATE_FIELD);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? ` for ${formatDayLong(day)}` : '';
}

/**
 * The PHQ-4 results of mood entries saved offline. The server's answer never reached the page (the entry went to
 * the outbox, and the outbox sends without showing answers), so the score is worked out here from her answers
 * with the same rules: the next steps and urgent help must not wait for a connection.
 */
export function QueuedPhq4Results({ pending, sent }: QueuedPhq4ResultsProps) {
  const results = [
    ...pending.map((entry) => ({ entry, sentNow: false })),
    ...sent.map((entry) => ({ entry, sentNow: true })),
  ].flatMap(({ entry, sentNow }) => {
    const score = phq4ScoreFromInput(entry.input);
    return score ? [{ entry, sentNow, score }] : [];
  });
  if (results.length === 0) return null;
  return (
    <div data-testid="queued-phq4-results">
      {results.map(({ entry, sentNow, score }) => (
        <div key={entry.recordId}>
          <p className="mb-2 max-w-2xl">
            {sentNow
              ? `Your mood check-in${dayOf(entry)}, saved while you were offline, has now been sent with your PHQ-4 answers.`
              : `Your mood check-in${dayOf(entry)} and its PHQ-4 answers are kept on this device and not yet sent. Your result is worked out here from your answers.`}
          </p>
          <Phq4Result score={score} status={sentNow ? 'now sent' : 'not yet sent'} />
        </div>
      ))}
    </div>
  );
}
