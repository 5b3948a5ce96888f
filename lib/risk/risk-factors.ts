import type { RiskAnswers } from './answers-schema';
import type { Bmi } from './bmi';
import { familyCancers, firstDegreeWithBreastCancer, RELATIONS } from './family';
import { isRareSyndromeGene, RARE_SYNDROMES } from './genes';
import type { ManchesterResult } from './manchester';
import { COMBINED_10_PCT_SCORE } from './manchester-bands';
import type { RiskFactor } from './profile-types';

export interface RiskFactorGroups {
  /** Factors BCRAT scores from her own answers. */
  rPrimary: RiskFactor[];
  /** Reproductive and body factors. */
  rSecondary: RiskFactor[];
  /** Family patterns that point to an inherited variant, beyond what BCRAT counts. */
  rGenetic: RiskFactor[];
  /** Rare syndromes the models cannot estimate. */
  rRare: RiskFactor[];
}

export function riskFactorGroups(
  answers: RiskAnswers,
  bmi: Bmi | null,
  manchester: ManchesterResult,
): RiskFactorGroups {
  return {
    rPrimary: primaryFactors(answers),
    rSecondary: secondaryFactors(answers, bmi),
    rGenetic: geneticFactors(answers, manchester),
    rRare: [...new Set(answers.familyVariants.filter(isRareSyndromeGene))].map((gene) => ({
      id: `family-${gene.toLowerCase()}`,
      label: `${RARE_SYNDROMES[gene]} in your family`,
    })),
  };
}

function primaryFactors(a: RiskAnswers): RiskFactor[] {
  const factors: RiskFactor[] = [];
  const relatives = firstDegreeWithBreastCancer(a.family);
  if (relatives >= 2)
    factors.push({
      id: 'first-degree-2-plus',
      label: `${relatives} of your mother, sisters and daughters have had breast cancer`,
    });
  else if (relatives === 1)
    factors.push({ id: 'first-degree-1', label: 'Your mother, a sister or a daughter has had breast cancer' });
  if (typeof a.biopsies === 'number' && a.biopsies > 0) {
    factors.push({
      id: 'biopsies',
      label: a.biopsies === 1 ? 'You have had a breast biopsy' : 'You have had more than one breast biopsy',
    });
  }
  if (a.atypicalHyperplasia === 'yes')
    factors.push({ id: 'atypical-hyperplasia', label: 'A biopsy found atypical hyperplasia' });
  if (a.age >= 50) factors.push({ id: 'age-50-plus', label: 'Being 50 or over: risk rises with age' });
  return factors;
}

function secondaryFactors(a: RiskAnswers, bmi: Bmi | null): RiskFactor[] {
  const factors: RiskFactor[] = [];
  if (typeof a.menarcheAge === 'number' && a.menarcheAge < 12) {
    factors.push({ id: 'early-menarche', label: 'Your periods started before you were 12' });
  }
  if (a.firstBirthAge === 'nulliparous') factors.push({ id: 'no-children', label: 'You have not had children' });
  else if (typeof a.firstBirthAge === 'number' && a.firstBirthAge >= 30) {
    factors.push({ id: 'first-birth-30-plus', label: 'Your first child was born when you were 30 or over' });
  }
  if (bmi && (bmi.band === 'obese' || bmi.band === 'severely-obese')) {
    factors.push({ id: 'bmi-obese', label: 'Your BMI is in the obese range, which raises risk after the menopause' });
  }
  return factors;
}

function geneticFactors(a: RiskAnswers, manchester: ManchesterResult): RiskFactor[] {
  const factors: RiskFactor[] = [];
  for (const gene of new Set(a.familyVariants)) {
    if (isRareSyndromeGene(gene)) continue;
    const name = gene === 'other' ? 'A gene variant linked to cancer' : `A ${gene} gene variant`;
    factors.push({ id: `family-variant-${gene.toLowerCase()}`, label: `${name} has been found in your family` });
  }
  if (manchester.combined.score >= COMBINED_10_PCT_SCORE) {
    factors.push({
      id: 'carrier-10-plus',
      label: 'Your family history gives a 10% or higher chance of a BRCA gene variant in the family',
    });
  }
  const cancers = familyCancers(a.family);
  if (cancers.some((c) => c.site === 'ovarian'))
    factors.push({ id: 'family-ovarian', label: 'Ovarian cancer in your family' });
  if (cancers.some((c) => c.site === 'breast' && c.sex === 'male')) {
    factors.push({ id: 'family-male-breast', label: 'Breast cancer in a man in your family' });
  }
  if (cancers.some((c) => c.site === 'breast' && typeof c.ageAtDiagnosis === 'number' && c.ageAtDiagnosis < 40)) {
    factors.push({ id: 'family-breast-under-40', label: 'Breast cancer before 40 in your family' });
  }
  const wider = a.family.some((m) => !RELATIONS[m.relation].bcratCounts && m.cancers.some((c) => c.site === 'breast'));
  if (wider)
    factors.push({
      id: 'family-wider-breast',
      label: 'Breast cancer in relatives other than your mother, sisters and daughters',
    });
  return factors;
}
