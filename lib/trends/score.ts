import { isLevel, LEVEL_MAX } from './scale';

/**
 * The check-in score (`aScore`, 0-100) stored with every Stress, Sleep, Mood and Fatigue entry. It is NOT a
 * clinical score and must never be called one: it only puts the level and how many symptoms she ticked on one
 * scale so entries can be compared. The server computes it (the client's value is never trusted):
 *
 *   score = level × 8  +  min(symptoms, 4) × 5
 *
 * The level gives up to 80 points, so it dominates; each ticked symptom adds 5, counting at most 4 (20 points),
 * so a long list cannot outweigh how she rated the day. 0 means level 0 and no symptoms; 100 means level 10 and
 * four or more symptoms.
 */
export const SCORE_POINTS_PER_LEVEL = 8;
export const SCORE_POINTS_PER_SYMPTOM = 5;
export const SCORE_SYMPTOMS_COUNTED = 4;
export const SCORE_MAX = LEVEL_MAX * SCORE_POINTS_PER_LEVEL + SCORE_SYMPTOMS_COUNTED * SCORE_POINTS_PER_SYMPTOM;

export const SCORE_EXPLANATION =
  'The check-in score (0 to 100) combines your level (up to 80) and the symptoms you ticked (5 each, up to 20). ' +
  'It helps you compare your own entries over time. It is not a clinical score and does not diagnose anything.';

export function checkInScore(level: number, symptomCount: number): number {
  if (!isLevel(level)) throw new RangeError(`Level must be a whole number from 0 to ${LEVEL_MAX}: ${level}`);
  if (!Number.isInteger(symptomCount) || symptomCount < 0) {
    throw new RangeError(`Symptom count must be a whole number of 0 or more: ${symptomCount}`);
  }
  return level * SCORE_POINTS_PER_LEVEL + Math.min(symptomCount, SCORE_SYMPTOMS_COUNTED) * SCORE_POINTS_PER_SYMPTOM;
}
