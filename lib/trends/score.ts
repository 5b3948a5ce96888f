// The rule itself is in lib/validation so the API can apply it too (it never trusts a client's score).
export {
  checkInScore,
  SCORE_MAX,
  SCORE_POINTS_PER_LEVEL,
  SCORE_POINTS_PER_SYMPTOM,
  SCORE_SYMPTOMS_COUNTED,
} from '@/lib/validation/check-in-score';

export const SCORE_EXPLANATION =
  'The check-in score (0 to 100) combines your level (up to 80) and the symptoms you ticked (5 each, up to 20). ' +
  'It helps you compare your own entries over time. It is not a clinical score and does not diagnose anything.';
