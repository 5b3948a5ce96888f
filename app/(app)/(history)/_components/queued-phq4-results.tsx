import { CHECK_IN_DATE_FIELD } from '@/lib/forms/check-in';
import { joinDateParts } from '@/lib/forms/date-parts';
import { phq4ResultFromValues, phq4ScoreFromInput } from '@/lib/forms/phq4-result';
import type { OutboxEntry } from '@/lib/offline/outbox';
import { formatDayLong } from '@/lib/trends';
import type { Phq4Score } from '@/lib/validation/phq4';
import { Phq4Result } from './phq4-result';

interface QueuedPhq4ResultsProps {
  /** The outbox's entries not yet sent. */
  pending: readonly OutboxEntry[];
  /** The outbox's entries sent just now (useOutbox's sentEntries), with what was stored when that differs. */
  sent: readonly (OutboxEntry & { stored?: Record<string, string> })[];
}

function dayOf(entry: OutboxEntry): string {
  const day = joinDateParts(entry.input as Record<string, string>, CHECK_IN_DATE_FIELD);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? ` for ${formatDayLong(day)}` : '';
}

type Shown = { entry: OutboxEntry; score: Phq4Score; said: string; status: string };

/**
 * What to show for one entry: its PHQ-4 as she answered it, or, when the server kept an earlier try of it
 * (`stored`), the PHQ-4 that try stored. If that try had none, her answers' result is still shown, marked not
 * saved: its next steps and urgent help are for her either way.
 */
function shown(entry: OutboxEntry & { stored?: Record<string, string> }, sentNow: boolean): Shown | null {
  const answered = phq4ScoreFromInput(entry.input);
  const mood = `Your mood check-in${dayOf(entry)}`;
  if (sentNow && entry.stored) {
    const stored = phq4ResultFromValues(entry.stored);
    if (stored)
      return {
        entry,
        score: stored,
        said: `${mood}, saved while you were offline, has now been sent, but it was saved as you first sent it: this is the PHQ-4 result it holds, not one from the answers you changed after that.`,
        status: 'as saved',
      };
    if (!answered) return null;
    return {
      entry,
      score: answered,
      said: `${mood}, saved while you were offline, has now been sent, but it was saved as you first sent it, without PHQ-4 answers: the result below is worked out here from your answers and is not saved.`,
      status: 'not saved',
    };
  }
  if (!answered) return null;
  return sentNow
    ? {
        entry,
        score: answered,
        said: `${mood}, saved while you were offline, has now been sent with your PHQ-4 answers.`,
        status: 'now sent',
      }
    : {
        entry,
        score: answered,
        said: `${mood} and its PHQ-4 answers are kept on this device and not yet sent. Your result is worked out here from your answers.`,
        status: 'not yet sent',
      };
}

/**
 * The PHQ-4 results of mood entries saved offline. The server's answer never reached the page (the entry went to
 * the outbox, and the outbox sends without showing answers), so the score is worked out here from her answers
 * with the same rules: the next steps and urgent help must not wait for a connection. Once sent, the stored
 * PHQ-4 is shown when it is not the one she sent.
 */
export function QueuedPhq4Results({ pending, sent }: QueuedPhq4ResultsProps) {
  const results = [...pending.map((entry) => shown(entry, false)), ...sent.map((entry) => shown(entry, true))].filter(
    (result) => result !== null,
  );
  if (results.length === 0) return null;
  return (
    <div data-testid="queued-phq4-results">
      {results.map(({ entry, score, said, status }) => (
        <div key={entry.recordId}>
          <p className="mb-2 max-w-2xl">{said}</p>
          <Phq4Result score={score} status={status} />
        </div>
      ))}
    </div>
  );
}
