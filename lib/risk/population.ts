import { bcratRisk, bcratRiskOver, type BcratRace } from './bcrat';

/**
 * Share of UK women carrying a BRCA1 / BRCA2 pathogenic variant, in percent: Peto J et al.,
 * JNCI 1999;91:943-9 (0.11% and 0.12%). The combined figure is their sum, as the two rarely co-occur.
 */
export const UK_CARRIER_FREQUENCY_PCT = { brca1: 0.11, brca2: 0.12, brca12: 0.23 } as const;

/** Cancer Research UK: about 1 in 7 UK women born after 1960 get breast cancer in their lifetime. */
export const UK_LIFETIME_RISK = { oneIn: 7, approxPct: 14.5 } as const;

export interface PopulationRisk {
  /** Average woman of the same age and BCRAT group over the same 10 years, in percent. */
  tenYearPct: number;
  /** The average woman of her group between 20 and 80 (NICE's lifetime), or null from 80 on, as hers is. */
  lifetimePct: number | null;
}

// BCRAT's "average woman" is US-calibrated (SEER), so this is a proxy for a UK woman of the same age.
// It is used because the UK publishes no age-specific 10-year risk on the same basis, and comparing
// like with like (same age, same interval, same method) matters more on a gauge than the source country.
export function populationRisk(age: number, race: BcratRace): PopulationRisk {
  return {
    tenYearPct: averageRiskPct(age, tenYearEnd(age), race),
    lifetimePct: age < NICE_LIFETIME.to ? averageLifetimePct(race) : null,
  };
}

/** NICE's "lifetime" risk is the risk between ages 20 and 80 (CG14, kept by CG164), whatever her age now. */
export const NICE_LIFETIME = { from: 20, to: 80 } as const;

/** Ten years on, but BCRAT's tables stop at 90. */
export function tenYearEnd(age: number): number {
  return Math.min(age + 10, 90);
}

const UNANSWERED = {
  biopsies: 'unknown',
  atypicalHyperplasia: 'unknown',
  menarcheAge: 'unknown',
  firstBirthAge: 'unknown',
  relatives: 'unknown',
} as const;

function averageRiskPct(age: number, projectionAge: number, race: BcratRace): number {
  return bcratRisk({ ...UNANSWERED, age, projectionAge, race }).averageRiskPct;
}

function averageLifetimePct(race: BcratRace): number {
  return bcratRiskOver({ ...UNANSWERED, age: NICE_LIFETIME.from, race }, NICE_LIFETIME).averageRiskPct;
}
