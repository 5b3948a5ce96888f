import { symptomLabel, type SymptomGroup } from './symptoms';

export interface SymptomCount {
  value: string;
  label: string;
  count: number;
}

/** How often each symptom was ticked, most frequent first; symptoms never ticked are left out. */
export function symptomFrequency(
  entries: readonly { symptoms: readonly string[] }[],
  group: SymptomGroup,
): SymptomCount[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    // A symptom ticked twice in one entry still counts once for that entry.
    for (const value of new Set(entry.symptoms)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, label: symptomLabel(group, value), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en-GB'));
}
