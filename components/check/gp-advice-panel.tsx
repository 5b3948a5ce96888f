import { useId } from 'react';
import { ADVICE_SOURCES, gpAdvice, URGENT_SIGNS, type AdviceLevel } from '@/lib/check/gp-advice';
import { SourceLinks } from './source-links';

/** The calm "see your GP without delay" message after any finding, with the signs that need help the same day. */
export function GpAdvicePanel({
  level,
  firstNoted = [],
}: {
  level: Exclude<AdviceLevel, 'none'>;
  firstNoted?: readonly string[];
}) {
  const headingId = useId();
  const advice = gpAdvice(level, firstNoted);
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-6 rounded-lg border-l-8 bg-surface p-5 ${level === 'see-gp' ? 'border-blue' : 'border-amber'}`}
      data-testid="gp-advice"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {advice.heading}
      </h2>
      {advice.paragraphs.map((text) => (
        <p key={text} className="mt-3">
          {text}
        </p>
      ))}
      <h3 className="mt-5 text-lg font-bold">{URGENT_SIGNS.heading}</h3>
      <p className="mt-1">{URGENT_SIGNS.intro}</p>
      <ul className="mt-1 list-disc pl-6">
        {URGENT_SIGNS.signs.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
      <SourceLinks sources={[...ADVICE_SOURCES, ...URGENT_SIGNS.sources]} />
    </section>
  );
}
