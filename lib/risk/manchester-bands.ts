// Only the calibration points the sources state are used, so bands are wide on purpose:
// combined 15 ≈ 10% and 20 ≈ 20% (Evans 2017); a single-gene score of 10 ≈ 10% for that gene (Evans 2004,
// marked unverified in the reference notes). Finer published mappings could not be checked, so none is shown.

export type CarrierBandId = 'under-10' | '10-to-20' | '20-or-more' | '10-or-more' | 'known-variant';

export interface CarrierBand {
  id: CarrierBandId;
  /** Lay wording of the probability of finding a BRCA variant in the family. */
  label: string;
  /** Lower and upper ends in percent, for drawing the band on a gauge; upper is null when open. */
  fromPct: number;
  toPct: number | null;
}

export const COMBINED_10_PCT_SCORE = 15;
export const COMBINED_20_PCT_SCORE = 20;
export const SINGLE_GENE_10_PCT_SCORE = 10;

export function carrierBand(combinedScore: number): CarrierBand {
  if (combinedScore >= COMBINED_20_PCT_SCORE)
    return { id: '20-or-more', label: 'about 20% or more', fromPct: 20, toPct: null };
  if (combinedScore >= COMBINED_10_PCT_SCORE)
    return { id: '10-to-20', label: 'about 10% to 20%', fromPct: 10, toPct: 20 };
  return { id: 'under-10', label: 'less than 10%', fromPct: 0, toPct: 10 };
}

export function geneBand(geneScore: number): CarrierBand {
  if (geneScore >= SINGLE_GENE_10_PCT_SCORE)
    return { id: '10-or-more', label: 'about 10% or more', fromPct: 10, toPct: null };
  return { id: 'under-10', label: 'less than 10%', fromPct: 0, toPct: 10 };
}

/** A variant already found in the family: no score needed, testing is available through genetics. */
export const KNOWN_VARIANT_BAND: CarrierBand = {
  id: 'known-variant',
  label: 'a variant is already known in the family',
  fromPct: 100,
  toPct: 100,
};
