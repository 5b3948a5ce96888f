import type { CheckIn } from '@/lib/data/check-ins';
import { savedAsFirstSent } from '@/lib/forms/saved-as-first-sent';
import { describeLevel, formatDayLong, SCALES, symptomLabel } from '@/lib/trends';
import { PHQ4_TOTAL_MAX } from '@/lib/validation/phq4';

/** What was stored, in words, from the write's own answer (the list behind the history may lag a moment). */
export function savedMessage(entry: CheckIn): string {
  const group = SCALES[entry.kind].symptomGroup;
  const symptoms = entry.symptoms.length
    ? entry.symptoms.map((value) => symptomLabel(group, value)).join(', ')
    : 'no symptoms';
  const phq4 = entry.phq4 ? ` Your PHQ-4 score is ${entry.phq4.total} out of ${PHQ4_TOTAL_MAX}.` : '';
  return `Saved for ${formatDayLong(entry.checked)}: ${describeLevel(entry.kind, entry.aLevel)}; ${symptoms}.${phq4}`;
}

/** The answer's values that say a retry got back an earlier try's entry, which the form links to for editing. */
export const SAVED_EARLIER_VALUES = { id: 'savedId', earlier: 'savedEarlier', day: 'savedDay' } as const;

/**
 * A retry whose earlier try had reached the store although she was told it failed: the entry is the first one,
 * and never claims what she changed since (as the check's "saved as you first sent it").
 */
export function savedAsFirstSentMessage(entry: CheckIn): string {
  return `${savedAsFirstSent(`Your ${SCALES[entry.kind].entry.one}`)} ${savedMessage(entry)} To change it, edit it from your diary.`;
}

/** The week's four, when any of them is an earlier try's entry. */
export const WEEK_SAVED_AS_FIRST_SENT = `${savedAsFirstSent('Your week')} To change an entry, edit it from its history page.`;
