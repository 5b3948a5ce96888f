/**
 * The check-in score (`aScore`, 0-100) stored with every Stress, Sleep, Mood and Fatigue entry. It lives here,
 * with the other shared field rules, because the API works it out itself (backend/ may import only
 * lib/validation): whatever a client sends as aScore is ignored. lib/trends/score.ts re-exports it with the
 * words the app shows. NOT a clinical score and must never be called one.
 *
 *   score = level × 8  +  min(symptoms, 4) × 5
 *
 * The level gives up to 80 points, so it dominates; each ticked symptom adds 5, counting at most 4 (20 points),
 * so a long list cannot outweigh how she rated the day.
 */
export const CHECK_IN_LEVEL = { min: 0, max: 10 } as const;
export const SCORE_POINTS_PER_LEVEL = 8;
export const SCORE_POINTS_PER_SYMPTOM = 5;
export const SCORE_SYMPTOMS_COUNTED = 4;
export const SCORE_MAX =
  CHECK_IN_LEVEL.max * SCORE_POINTS_PER_LEVEL + SCORE_SYMPTOMS_COUNTED * SCORE_POINTS_PER_SYMPTOM;

export function isCheckInLevel(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= CHECK_IN_LEVEL.min && (value as number) <= CHECK_IN_LEVEL.max;
}

export function checkInScore(level: number, symptomCount: number): number {
  if (!isCheckInLevel(level))
    throw new RangeError(`Level must be a whole number from 0 to ${CHECK_IN_LEVEL.max}: ${level}`);
  if (!Number.isInteger(symptomCount) || symptomCount < 0) {
    throw new RangeError(`Symptom count must be a whole number of 0 or more: ${symptomCount}`);
  }
  return level * SCORE_POINTS_PER_LEVEL + Math.min(symptomCount, SCORE_SYMPTOMS_COUNTED) * SCORE_POINTS_PER_SYMPTOM;
}
