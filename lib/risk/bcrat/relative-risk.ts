import type { BcratFactors } from '../bcrat';
import { ATYPICAL_HYPERPLASIA_MULTIPLIER } from '../data/bcrat-constants';
import type { RaceTables, RelativeRiskModel } from './race-groups';

/** BCRAT's categorical covariates after the race-group recodings. */
export interface CovariateCategories {
  biopsies: number;
  menarche: number;
  firstBirth: number;
  relatives: number;
  hyperplasiaMultiplier: number;
}

// 'unknown' falls into category 0 throughout: BCRAT scores an unanswered question as the lowest risk.
export function covariateCategories(input: BcratFactors, model: RelativeRiskModel): CovariateCategories {
  const biopsies = countCategory(input.biopsies);
  const relatives = countCategory(input.relatives);
  const hispanic = model === 'sfbcs-us-born' || model === 'sfbcs-foreign-born';
  return {
    biopsies: hispanic ? Math.min(biopsies, 1) : biopsies,
    menarche: menarcheCategory(input.menarcheAge, model),
    firstBirth: firstBirthCategory(input.firstBirthAge, model, hispanic),
    relatives: hispanic || model === 'aabcs' ? Math.min(relatives, 1) : relatives,
    hyperplasiaMultiplier:
      biopsies === 0
        ? ATYPICAL_HYPERPLASIA_MULTIPLIER.noBiopsy
        : ATYPICAL_HYPERPLASIA_MULTIPLIER[input.atypicalHyperplasia],
  };
}

/** Relative risk before and from attained age 50 (only the biopsy term changes at 50). */
export function relativeRisks(input: BcratFactors, tables: Pick<RaceTables, 'model' | 'coefficients'>) {
  const c = covariateCategories(input, tables.model);
  const b = tables.coefficients;
  const under50 =
    b.biopsies * c.biopsies +
    b.menarche * c.menarche +
    b.firstBirth * c.firstBirth +
    b.relatives * c.relatives +
    b.firstBirthByRelatives * c.firstBirth * c.relatives +
    Math.log(c.hyperplasiaMultiplier);
  const from50 = under50 + b.biopsiesFrom50 * c.biopsies;
  return { under50: Math.exp(under50), from50: Math.exp(from50) };
}

function countCategory(count: number | 'unknown'): number {
  return count === 'unknown' ? 0 : Math.min(count, 2);
}

function menarcheCategory(menarcheAge: number | 'unknown', model: RelativeRiskModel): number {
  // The SFBCS model for US-born Hispanic women dropped age at menarche.
  if (menarcheAge === 'unknown' || model === 'sfbcs-us-born' || menarcheAge >= 14) return 0;
  if (menarcheAge >= 12) return 1;
  return model === 'care' ? 1 : 2;
}

function firstBirthCategory(
  firstBirthAge: number | 'nulliparous' | 'unknown',
  model: RelativeRiskModel,
  hispanic: boolean,
): number {
  // The CARE model for African-American women dropped age at first birth.
  if (model === 'care' || firstBirthAge === 'unknown') return 0;
  if (firstBirthAge === 'nulliparous') return 2;
  if (firstBirthAge < 20) return 0;
  if (firstBirthAge < 25) return 1;
  if (hispanic) return firstBirthAge < 30 ? 1 : 2;
  return firstBirthAge < 30 ? 2 : 3;
}
