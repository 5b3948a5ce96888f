import { CHECK_IN_DATE_FIELD } from '@/lib/forms/check-in';
import { joinDateParts } from '@/lib/forms/date-parts';
import { phq4ResultFromValues, phq4ScoreFromInput, unsavedPhq4FromValues } from '@/lib/forms/phq4-result';
import { savedAsFirstSent } from '@/lib/forms/saved-as-first-sent';
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

/** Said before the result of PHQ-4 answers a retry sent that the entry kept from its first try does not hold. */
export const UNSAVED_PHQ4 =
  'Your latest PHQ-4 answers are not saved in it. The result below is worked out here from them; to save them, edit that check-in and answer them again.';

type Shown = { key: string; score: Phq4Score; said: string; status: string };

/**
 * What to show for one entry: its PHQ-4 as she answered it, or, when the server kept an earlier try of it
 * (`stored`), the PHQ-4 that try stored and, when she answered it otherwise, her answers' result too, marked not
 * saved: its next steps and urgent help are for her either way.
 */
function shown(entry: OutboxEntry & { stored?: Record<string, string> }, sentNow: boolean): Shown[] {
  const answered = phq4ScoreFromInput(entry.input);
  const mood = `Your mood check-in${dayOf(entry)}`;
  const key = entry.recordId;
  if (sentNow && entry.stored) {
    const stored = phq4ResultFromValues(entry.stored);
    const unsaved = unsavedPhq4FromValues(entry.stored);
    const first = `${savedAsFirstSent(`${mood}, saved while you were offline and sent now,`)}`;
    return [
      ...(stored
        ? [{ key, score: stored, said: `${first} This is the PHQ-4 result it holds.`, status: 'as saved' }]
        : []),
      ...(unsaved
        ? [
            {
              key: `${key}-unsaved`,
              score: unsaved,
              said: stored ? UNSAVED_PHQ4 : `${first} ${UNSAVED_PHQ4}`,
              status: 'not saved',
            },
          ]
        : []),
    ];
  }
  if (!answered) return [];
  return sentNow
    ? [
        {
          key,
          score: answered,
          said: `${mood}, saved while you were offline, has now been sent with your PHQ-4 answers.`,
          status: 'now sent',
        },
      ]
    : [
        {
          key,
          score: answered,
          said: `${mood} and its PHQ-4 answers are kept on this device and not yet sent. Your result is worked out here from your answers.`,
          status: 'not yet sent',
        },
      ];
}

/**
 * The PHQ-4 results of mood entries saved offline. The server's answer never reached the page (the entry went to
 * the outbox, and the outbox sends without showing answers), so the score is worked out here from her answers
 * with the same rules: the next steps and urgent help must not wait for a connection. Once sent, the stored
 * PHQ-4 is shown when it is not the one she sent.
 */
export function QueuedPhq4Results({ pending, sent }: QueuedPhq4ResultsProps) {
  const results = [...pending.flatMap((entry) => shown(entry, false)), ...sent.flatMap((entry) => shown(entry, true))];
  if (results.length === 0) return null;
  return (
    <div data-testid="queued-phq4-results">
      {results.map(({ key, score, said, status }) => (
        <div key={key}>
          <p className="mb-2 max-w-2xl">{said}</p>
          <Phq4Result score={score} status={status} />
        </div>
      ))}
    </div>
  );
}
