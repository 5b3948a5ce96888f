import type { ProfileColour, ProfileLevel } from '@/lib/risk';
import {
  FAMILY_HISTORY_REFERRAL_SIGNS,
  FAMILY_HISTORY_SAME_SIDE_TEXT,
  LEVEL_IS_FROM_FIGURES_TEXT,
  LEVEL_MEANING,
  NEAR_POPULATION_WITH_ADVICE_SIGN,
  NEAR_POPULATION_WITH_REFERRAL_SIGN,
  SOURCES,
} from '@/lib/risk/presentation';
import { BORDER_CLASS, LevelSwatch } from './level-patterns';

export interface NiceLevelCardProps {
  level: ProfileLevel;
  colour: ProfileColour;
  /** Her family meets one of NICE's referral signs (her Profile's 'family-history-referral' action). */
  referralSignMet?: boolean;
  /** Her family meets one of NICE's signs for her GP to seek advice (her Profile's 'family-history-advice' action). */
  adviceSignMet?: boolean;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Her overall NICE CG164 level and what it means in the UK: screening, referral, and when to ask about a
 * family history clinic whatever the figures say. The level is named in words; the colour only repeats it.
 */
export function NiceLevelCard({
  level,
  colour,
  referralSignMet = false,
  adviceSignMet = false,
  headingLevel: Heading = 'h2',
}: NiceLevelCardProps) {
  const meaning =
    referralSignMet && level === 'near-population'
      ? { ...LEVEL_MEANING[level], ...NEAR_POPULATION_WITH_REFERRAL_SIGN }
      : adviceSignMet && level === 'near-population'
        ? { ...LEVEL_MEANING[level], ...NEAR_POPULATION_WITH_ADVICE_SIGN }
        : LEVEL_MEANING[level];
  return (
    <section
      aria-labelledby="nice-level-heading"
      className={`max-w-3xl rounded-lg border-l-8 ${BORDER_CLASS[colour]} bg-surface p-5`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Your NICE risk level</p>
      <Heading id="nice-level-heading" className="mt-1 flex items-center gap-2 text-2xl font-bold">
        <LevelSwatch colour={colour} idPrefix="nice-level" />
        {meaning.name}
      </Heading>
      <p className="mt-3">{meaning.summary}</p>
      <h3 className="mt-4 font-bold">Screening</h3>
      <p className="mt-1">{meaning.screening}</p>
      <h3 className="mt-4 font-bold">Who to talk to</h3>
      <p className="mt-1">{meaning.referral}</p>
      {referralSignMet ? <p className="mt-2 font-semibold">{LEVEL_IS_FROM_FIGURES_TEXT}</p> : null}
      <details className="mt-4" open={referralSignMet}>
        <summary className="cursor-pointer font-semibold underline decoration-pink decoration-2">
          When to ask your GP about a family history clinic
        </summary>
        <p className="mt-2">Whatever your figures, NICE advises a referral if:</p>
        <ul className="mt-1 list-disc space-y-1 pl-6">
          {FAMILY_HISTORY_REFERRAL_SIGNS.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
        <p className="mt-2 text-ink-muted">{FAMILY_HISTORY_SAME_SIDE_TEXT}</p>
      </details>
      <p className="mt-4 text-sm text-ink-muted">
        Sources:{' '}
        <a href={SOURCES.niceCg164.url} className="text-ink underline decoration-pink decoration-2">
          NICE guideline CG164, familial breast cancer
        </a>
        {'; '}
        <a href={SOURCES.nhsScreening.url} className="text-ink underline decoration-pink decoration-2">
          NHS breast screening
        </a>
        .
      </p>
    </section>
  );
}
