import type { AgeGroupRates } from '../data/bcrat-constants';
import { BCRAT_MIN_AGE } from './validate';

export interface HazardModel {
  incidence: AgeGroupRates;
  mortality: AgeGroupRates;
  relativeRisk: { under50: number; from50: number };
  oneMinusAttributableRisk: { under50: number; from50: number };
}

/**
 * Probability, in percent, of invasive breast cancer in [from, to] given alive and cancer-free at `from`,
 * with other-cause death as a competing risk. Hazards are constant within each year of age, and the
 * age-50 switch follows attained age, so a projection from 45 to 55 uses both relative risks.
 */
export function absoluteRiskPct(interval: { from: number; to: number }, model: HazardModel): number {
  let risk = 0;
  let cumulativeHazard = 0;
  for (let year = Math.floor(interval.from); year < interval.to; year++) {
    const length = Math.min(year + 1, interval.to) - Math.max(year, interval.from);
    const from50 = year >= 50;
    const cancerHazard =
      rateAt(model.incidence, year) *
      (from50 ? model.oneMinusAttributableRisk.from50 : model.oneMinusAttributableRisk.under50) *
      (from50 ? model.relativeRisk.from50 : model.relativeRisk.under50);
    const totalHazard = cancerHazard + rateAt(model.mortality, year);
    risk += (cancerHazard / totalHazard) * Math.exp(-cumulativeHazard) * (1 - Math.exp(-totalHazard * length));
    cumulativeHazard += totalHazard * length;
  }
  return risk * 100;
}

function rateAt(rates: AgeGroupRates, year: number): number {
  const rate = rates[Math.floor((year - BCRAT_MIN_AGE) / 5)];
  if (rate === undefined) throw new RangeError(`no BCRAT rate for age ${year}`);
  return rate;
}
