import { useId } from 'react';
import { phq4Guidance, type Signpost } from '@/lib/trends';
import { PHQ4_TOTAL_MAX, type Phq4Band, type Phq4Score } from '@/lib/validation/phq4';
import { URGENT_MENTAL_HEALTH_HELP } from './phq4-help';

export const PHQ4_BAND_WORDS: Record<Phq4Band, string> = {
  normal: 'in the normal range (0 to 2)',
  mild: 'in the mild range (3 to 5)',
  moderate: 'in the moderate range (6 to 8)',
  severe: 'in the severe range (9 to 12)',
};

function SignpostItem({ sign }: { sign: Signpost }) {
  return (
    <li className="mt-2">
      <strong>{sign.href ? <a href={sign.href}>{sign.title}</a> : sign.title}</strong>: {sign.text}
    </li>
  );
}

interface Phq4ResultProps {
  score: Phq4Score;
  /** Where the answers are, when not just saved: 'not yet sent' for a mood entry kept on this device. */
  status?: string;
}

/**
 * A PHQ-4's result: the score in words, what to do next (lib/trends' signposting), and urgent help, every time.
 * One page may show several (one just saved, one still in the outbox), so each heading has its own id.
 */
export function Phq4Result({ score, status }: Phq4ResultProps) {
  const headingId = useId();
  const guidance = phq4Guidance({
    ...score,
    anxietyPositive: score.anxietyFurtherAssessment,
    depressionPositive: score.depressionFurtherAssessment,
  });
  return (
    <section aria-labelledby={headingId} className="mb-6 max-w-2xl rounded-lg border border-line bg-surface p-4">
      <h2 id={headingId} className="text-xl font-bold">
        Your PHQ-4 score: {score.total} out of {PHQ4_TOTAL_MAX}
        {status ? ` (${status})` : ''}
      </h2>
      <p className="mt-2">{guidance.summary}</p>
      <p className="mt-2">
        That is {PHQ4_BAND_WORDS[score.band]}. Anxiety questions (1 and 2): {score.anxiety} out of 6; low mood questions
        (3 and 4): {score.depression} out of 6. A score of 3 or more on either suggests talking to your GP.
      </p>
      <h3 className="mt-4 font-bold">What you can do next</h3>
      <ul className="list-disc pl-6">
        {guidance.nextSteps.map((sign) => (
          <SignpostItem key={sign.title} sign={sign} />
        ))}
      </ul>
      <div className="mt-4 rounded-md border-l-4 border-amber bg-canvas p-3">
        <h3 className="font-bold">If you need help now</h3>
        <ul className="list-disc pl-6">
          {guidance.urgent.map((sign) => (
            <SignpostItem key={sign.title} sign={sign} />
          ))}
        </ul>
        <p className="mt-2">
          <a href={URGENT_MENTAL_HEALTH_HELP}>Where to get urgent help for mental health (NHS)</a>
        </p>
      </div>
    </section>
  );
}
