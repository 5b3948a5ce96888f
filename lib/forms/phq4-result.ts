import { isPhq4Answers, scorePhq4, type Phq4Score } from '@/lib/validation/phq4';
import { PHQ4_FIELDS } from './check-in';

/**
 * A saved mood entry's PHQ-4, carried in the form's answer so the page can show the result and its signposting
 * straight after saving (from the write's own result, not a re-read list). Her answers, not a copy of the score:
 * the words are worked out again from them with the server's rules, and the total is the server's.
 */
const ANSWERS = 'phq4-result-answers';
const TOTAL = 'phq4-result-total';

export function phq4ResultValues(result: { answers: readonly number[]; total: number }): Record<string, string> {
  return { [ANSWERS]: result.answers.join(','), [TOTAL]: String(result.total) };
}

export function phq4ResultFromValues(values: Record<string, string>): Phq4Score | null {
  const answers = (values[ANSWERS] ?? '').split(',').filter(Boolean).map(Number);
  if (!isPhq4Answers(answers)) return null;
  const score = scorePhq4(answers);
  const total = Number(values[TOTAL]);
  return { ...score, total: Number.isInteger(total) ? total : score.total };
}

/**
 * The PHQ-4 she sent, carried in a save's answer beside the stored one when a retry met an earlier try of the
 * entry: the form starts afresh for the next entry, and her answers' result is still hers to see, marked not
 * saved. Only the four answers, never the form's other inputs.
 */
const UNSAVED = 'phq4-unsaved-answers';

export function unsavedPhq4Values(input: Readonly<Record<string, unknown>>): Record<string, string> {
  const answers = PHQ4_FIELDS.map((name) => input[name]);
  return phq4ScoreFromInput(input) ? { [UNSAVED]: answers.join(',') } : {};
}

/** That result, when she sent a PHQ-4 and the saved entry holds other answers or none; otherwise null. */
export function unsavedPhq4FromValues(values: Record<string, string>): Phq4Score | null {
  const sent = values[UNSAVED] ?? '';
  if (sent === '' || sent === (values[ANSWERS] ?? '')) return null;
  const answers = sent.split(',').map(Number);
  return isPhq4Answers(answers) ? scorePhq4(answers) : null;
}

/**
 * The PHQ-4 in a form's own input (a mood entry kept in the outbox, which never got the server's answer), scored
 * in the browser with the same rules; null when the four were not all answered.
 */
export function phq4ScoreFromInput(input: Readonly<Record<string, unknown>>): Phq4Score | null {
  const answers = PHQ4_FIELDS.map((name) =>
    typeof input[name] === 'string' && input[name] !== '' ? Number(input[name]) : NaN,
  );
  return isPhq4Answers(answers) ? scorePhq4(answers) : null;
}
