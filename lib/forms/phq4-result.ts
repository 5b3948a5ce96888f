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
 * The PHQ-4 she sent (the form's inputs, in a save's answer) when the saved entry holds other answers or none: a
 * retry that met an earlier try of the entry. Its result is still hers to see, marked not saved; null when she
 * sent no PHQ-4 or the saved one is the same.
 */
export function unsavedPhq4FromValues(values: Record<string, string>): Phq4Score | null {
  const sent = PHQ4_FIELDS.map((name) => values[name] ?? '').join(',');
  return sent === (values[ANSWERS] ?? '') ? null : phq4ScoreFromInput(values);
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
