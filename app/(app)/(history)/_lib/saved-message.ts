import type { CheckIn } from '@/lib/data/check-ins';
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
