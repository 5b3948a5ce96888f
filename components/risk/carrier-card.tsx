import type { CarrierBandId } from '@/lib/risk';
import { CARRIER_BAND_MEANING, CARRIER_EXPLAINED, SOURCES, TESTING_THRESHOLD_TEXT } from '@/lib/risk/presentation';

export interface CarrierCardProps {
  /** Her combined BRCA1-or-BRCA2 Manchester score and band (Profile.uBrca12). */
  score: number;
  band: { id: string; label: string };
  headingLevel?: 'h2' | 'h3';
}

/** The Manchester score in words, with NICE's 10% threshold for genetic testing. Never a diagnosis. */
export function CarrierCard({ score, band, headingLevel: Heading = 'h2' }: CarrierCardProps) {
  const known = band.id === 'known-variant';
  const meaning = CARRIER_BAND_MEANING[band.id as CarrierBandId] ?? null;
  return (
    <section aria-labelledby="carrier-heading" className="max-w-3xl rounded-lg border border-line bg-surface p-5">
      <Heading id="carrier-heading" className="text-2xl font-bold">
        BRCA1 and BRCA2 in your family
      </Heading>
      <p className="mt-2 text-xl font-semibold">
        {known ? 'A variant is already known in your family' : `Chance of a variant in your family: ${band.label}`}
      </p>
      {!known && <p className="mt-1 text-ink-muted">Manchester score: {score} points.</p>}
      {meaning && <p className="mt-3">{meaning}</p>}
      <p className="mt-3">{CARRIER_EXPLAINED}</p>
      <p className="mt-3">{TESTING_THRESHOLD_TEXT}</p>
      <p className="mt-3 text-sm text-ink-muted">
        Sources:{' '}
        <a href={SOURCES.manchester.url} className="text-ink underline decoration-pink decoration-2">
          Evans and others, Manchester Scoring System (2017)
        </a>
        {'; '}
        <a href={SOURCES.niceCg164.url} className="text-ink underline decoration-pink decoration-2">
          NICE guideline CG164
        </a>
        .
      </p>
    </section>
  );
}
