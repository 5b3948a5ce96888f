import type { CarrierBand } from './manchester-bands';

// NICE CG164 levels for women with a family history and no personal history of breast cancer.
export type RiskLevel = 'near-population' | 'moderate' | 'high';
export type RiskColour = 'green' | 'amber' | 'red';

export const LEVEL_COLOUR: Record<RiskLevel, RiskColour> = {
  'near-population': 'green',
  moderate: 'amber',
  high: 'red',
};

// NICE's wording differs at the exact boundaries ("greater than 17%", "30% or greater", "between 3 and 8%",
// "8% or greater" / ">8%"). We count every boundary value into the higher level: >=17, >=30, >=3, >=8, >=10.
export const NICE_THRESHOLDS = {
  lifetimePct: { moderate: 17, high: 30 },
  tenYearPct: { moderate: 3, high: 8 },
  carrierPct: { high: 10 },
  /** NICE states the 10-year thresholds for the risk between ages 40 and 50 only. */
  tenYearAges: { from: 40, to: 50 },
} as const;

const LEVEL_ORDER: readonly RiskLevel[] = ['near-population', 'moderate', 'high'];

/** Lifetime risk as NICE counts it, to age 80. */
export function lifetimeLevel(pct: number): RiskLevel {
  const { moderate, high } = NICE_THRESHOLDS.lifetimePct;
  return pct >= high ? 'high' : pct >= moderate ? 'moderate' : 'near-population';
}

export interface TenYearLevel {
  level: RiskLevel;
  /** False when the thresholds were applied at an age NICE does not state them for. */
  withinNiceAges: boolean;
}

export function tenYearLevel(pct: number, age: number): TenYearLevel {
  const { moderate, high } = NICE_THRESHOLDS.tenYearPct;
  return {
    level: pct >= high ? 'high' : pct >= moderate ? 'moderate' : 'near-population',
    withinNiceAges: withinNiceTenYearAges(age),
  };
}

export function withinNiceTenYearAges(age: number): boolean {
  const { from, to } = NICE_THRESHOLDS.tenYearAges;
  return age >= from && age <= to;
}

// NICE sets one carrier threshold (10%), so the carrier criterion alone is either high or not.
export function carrierLevel(band: CarrierBand): RiskLevel {
  return band.fromPct >= NICE_THRESHOLDS.carrierPct.high ? 'high' : 'near-population';
}

export function worstLevel(levels: readonly RiskLevel[]): RiskLevel {
  return levels.reduce<RiskLevel>(
    (worst, level) => (LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(worst) ? level : worst),
    'near-population',
  );
}
