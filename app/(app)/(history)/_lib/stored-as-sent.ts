import type { CheckIn } from '@/lib/data/check-ins';
import { toDay } from '@/lib/trends';

/** What a check-in save sends: the level, the ticked symptoms, the day, and a mood entry's PHQ-4 answers. */
export interface SentCheckIn {
  level: number;
  symptoms: readonly string[];
  checked: string;
  phq4?: readonly number[] | null;
}

/**
 * Whether the stored entry says what this save sent. The store writes put-if-absent: when an earlier try reached
 * it although she was told it failed, a retry gets that first entry back unchanged, and what she changed in
 * between is not in it (as lib/check/stored-as-sent.ts for a check). Only a mood entry keeps PHQ-4 answers.
 */
export function checkInStoredAsSent(stored: CheckIn, sent: SentCheckIn): boolean {
  const sameSymptoms = (a: readonly string[], b: readonly string[]) =>
    JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());
  const sentPhq4 = stored.kind === 'mood' && sent.phq4 ? [...sent.phq4] : null;
  return (
    stored.aLevel === sent.level &&
    stored.checked === toDay(sent.checked) &&
    sameSymptoms(stored.symptoms, sent.symptoms) &&
    JSON.stringify(stored.phq4?.answers ?? null) === JSON.stringify(sentPhq4)
  );
}
