import type { Bmi } from '@/lib/risk';
import { BMI_LIMITS_TEXT, bmiWords } from '@/lib/risk/presentation';

/** Her BMI with its NHS category in words, what it means for breast cancer risk, and its source. */
export function BmiResult({ bmi, headingLevel: Heading = 'h2' }: { bmi: Bmi; headingLevel?: 'h2' | 'h3' }) {
  const words = bmiWords(bmi);
  return (
    <section aria-labelledby="bmi-result-heading" className="max-w-3xl rounded-lg border border-line bg-surface p-5">
      <Heading id="bmi-result-heading" className="text-2xl font-bold">
        Your body mass index (BMI)
      </Heading>
      <p className="mt-2 text-3xl font-bold">
        {words.value} <span className="text-lg font-semibold text-ink-muted">{words.category}</span>
      </p>
      <p className="mt-2">{words.sentence}</p>
      {words.thresholdsNote && <p className="mt-2 text-ink-muted">{words.thresholdsNote}</p>}
      <p className="mt-2">{words.advice}</p>
      <p className="mt-2 text-sm text-ink-muted">{BMI_LIMITS_TEXT}</p>
      <p className="mt-2 text-sm text-ink-muted">
        Source:{' '}
        <a href={words.source.url} className="text-ink underline decoration-pink decoration-2">
          {words.source.publisher}, {words.source.title}
        </a>
      </p>
    </section>
  );
}
