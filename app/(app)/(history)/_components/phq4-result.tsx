import { PHQ4_TOTAL_MAX, type Phq4Band, type Phq4Score } from '@/lib/validation/phq4';
import { UrgentHelp } from './phq4-help';

export const PHQ4_BAND_WORDS: Record<Phq4Band, string> = {
  normal: 'in the normal range (0 to 2)',
  mild: 'in the mild range (3 to 5)',
  moderate: 'in the moderate range (6 to 8)',
  severe: 'in the severe range (9 to 12)',
};

/** A saved PHQ-4: the score in words, when to talk to her GP, and urgent help, every time. */
export function Phq4Result({ score }: { score: Phq4Score }) {
  const further = score.anxietyFurtherAssessment || score.depressionFurtherAssessment;
  return (
    <section
      aria-labelledby="phq4-result-heading"
      className="mb-6 max-w-2xl rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="phq4-result-heading" className="text-xl font-bold">
        Your PHQ-4 score: {score.total} out of {PHQ4_TOTAL_MAX}
      </h2>
      <p className="mt-2">
        That is {PHQ4_BAND_WORDS[score.band]}. Anxiety questions (1 and 2): {score.anxiety} out of 6. Low mood questions
        (3 and 4): {score.depression} out of 6.
      </p>
      <p className="mt-2">
        This is a screening score, not a diagnosis.{' '}
        {further
          ? `A score of 3 or more on the ${
              score.anxietyFurtherAssessment && score.depressionFurtherAssessment
                ? 'anxiety and the low mood questions'
                : score.anxietyFurtherAssessment
                  ? 'anxiety questions'
                  : 'low mood questions'
            } suggests it would help to talk to your GP, who can look at how you are feeling in more detail.`
          : 'If you are worried about how you feel, whatever your score, talk to your GP.'}
      </p>
      <UrgentHelp />
    </section>
  );
}
