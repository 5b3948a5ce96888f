/**
 * PHQ-4, the four-item screener for anxiety and depression (Kroenke K, Spitzer RL, Williams JBW, Löwe B.
 * "An ultra-brief screening scale for anxiety and depression: the PHQ-4". Psychosomatics 2009;50:613-621).
 * The PHQ screeners were developed by Drs Spitzer, Williams, Kroenke and colleagues with a grant from Pfizer,
 * who state that no permission is required to reproduce, translate, display or distribute them.
 *
 * It lives here because the API scores it (backend/ may import only lib/validation) and the app words the
 * result with the same rules. It screens; it never diagnoses.
 */

export const PHQ4_QUESTION = 'Over the last 2 weeks, how often have you been bothered by the following problems?';

/** The published item wording, in the published order: items 1-2 are the GAD-2, items 3-4 the PHQ-2. */
export const PHQ4_ITEMS = [
  'Feeling nervous, anxious or on edge',
  'Not being able to stop or control worrying',
  'Little interest or pleasure in doing things',
  'Feeling down, depressed or hopeless',
] as const;

/** Each answer's points are its position: 0 to 3. */
export const PHQ4_ANSWERS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'] as const;

export const PHQ4_ITEM_MAX = PHQ4_ANSWERS.length - 1;
export const PHQ4_TOTAL_MAX = PHQ4_ITEMS.length * PHQ4_ITEM_MAX;
/** A subscale (GAD-2 or PHQ-2) score of 3 or more suggests further assessment (Kroenke et al. 2009). */
export const PHQ4_SUBSCALE_CUT_OFF = 3;

export type Phq4Band = 'normal' | 'mild' | 'moderate' | 'severe';

export interface Phq4Score {
  total: number;
  band: Phq4Band;
  /** GAD-2: items 1 and 2. */
  anxiety: number;
  /** PHQ-2: items 3 and 4. */
  depression: number;
  anxietyFurtherAssessment: boolean;
  depressionFurtherAssessment: boolean;
}

export function isPhq4Answers(value: unknown): value is [number, number, number, number] {
  return (
    Array.isArray(value) &&
    value.length === PHQ4_ITEMS.length &&
    value.every((answer) => Number.isInteger(answer) && answer >= 0 && answer <= PHQ4_ITEM_MAX)
  );
}

/** Total 0-2 normal, 3-5 mild, 6-8 moderate, 9-12 severe psychological distress. */
export function phq4Band(total: number): Phq4Band {
  if (total <= 2) return 'normal';
  if (total <= 5) return 'mild';
  if (total <= 8) return 'moderate';
  return 'severe';
}

export function scorePhq4(answers: readonly number[]): Phq4Score {
  if (!isPhq4Answers(answers)) throw new RangeError('PHQ-4 needs four answers, each a whole number from 0 to 3');
  const [nervous, worrying, interest, down] = answers;
  const anxiety = nervous + worrying;
  const depression = interest + down;
  const total = anxiety + depression;
  return {
    total,
    band: phq4Band(total),
    anxiety,
    depression,
    anxietyFurtherAssessment: anxiety >= PHQ4_SUBSCALE_CUT_OFF,
    depressionFurtherAssessment: depression >= PHQ4_SUBSCALE_CUT_OFF,
  };
}
