import { profileActions } from './actions';
import { riskAnswersSchema, type RiskAnswers, type RiskAnswersInput } from './answers-schema';
import { bcratRisk, bcratRiskOver, type BcratFactors } from './bcrat';
import { bmiFromImperial } from './bmi';
import { familyCancers, firstDegreeWithBreastCancer } from './family';
import { isHighRiskGene } from './genes';
import { manchesterScore } from './manchester';
import { KNOWN_VARIANT_BAND } from './manchester-bands';
import {
  carrierLevel,
  LEVEL_COLOUR,
  lifetimeLevel,
  tenYearLevel,
  withinNiceTenYearAges,
  worstLevel,
  type RiskLevel,
} from './nice-levels';
import { NICE_LIFETIME, populationRisk, tenYearEnd, UK_CARRIER_FREQUENCY_PCT } from './population';
import { profileNotes } from './profile-notes';
import { familyAdviceSigns, familyReferralSigns } from './referral-signs';
import { usesLowerBmiThresholds } from './questionnaire/ethnicity';
import type { NotApplicableReason, ProfileColour, ProfileLevel, RiskProfile } from './profile-types';
import { riskFactorGroups } from './risk-factors';

/**
 * A profile's figures when the models do not apply to her: no numbers, every level 'not-applicable', every
 * colour grey. Shared by buildProfile and the questionnaire's profile for ages outside the models.
 */
export const NO_FIGURES = {
  uRisk10: null,
  uRisk10Level: 'not-applicable',
  uRisk10MLevel: 'not-applicable',
  uRisk10Color: 'grey',
  uRiskLife: null,
  uRiskLifeLevel: 'not-applicable',
  uRiskLifeColor: 'grey',
  uBrca1: null,
  uBrca1Level: 'not-applicable',
  uBrca1Color: 'grey',
  uBrca2: null,
  uBrca2Level: 'not-applicable',
  uBrca2Color: 'grey',
  uBrca12: null,
  uBrca12Level: 'not-applicable',
  uBrca12Color: 'grey',
  riskLevel: 'not-applicable',
  riskColor: 'grey',
} as const satisfies Partial<RiskProfile>;

/**
 * The risk-derived Profile fields of spec section 3 from the questionnaire's answers. Identity fields
 * (id, uid, username, names, dob, option, started, finished) are the caller's to merge in.
 * Throws a ZodError when the answers do not pass riskAnswersSchema.
 */
export function buildProfile(input: RiskAnswersInput): RiskProfile {
  const answers = riskAnswersSchema.parse(input);
  const bmi = answers.body
    ? bmiFromImperial(answers.body, {
        lowerThresholds: answers.ethnicity ? usesLowerBmiThresholds(answers.ethnicity) : false,
      })
    : null;
  const population = populationRisk(answers.age, answers.race);
  const manchester = manchesterScore({
    cancers: familyCancers(answers.family),
    unknownLineages: answers.unknownFamilySides,
  });
  const notApplicableReasons = reasonsModelDoesNotApply(answers);
  const applicable = notApplicableReasons.length === 0;

  const shared = {
    applicable,
    notApplicableReasons,
    bmi,
    pRisk10: population.tenYearPct,
    pRiskLife: population.lifetimePct,
    pBrca1: UK_CARRIER_FREQUENCY_PCT.brca1,
    pBrca2: UK_CARRIER_FREQUENCY_PCT.brca2,
    pBrca12: UK_CARRIER_FREQUENCY_PCT.brca12,
    ...riskFactorGroups(answers, bmi, manchester),
  };
  const tenYearWithinNiceAges = withinNiceTenYearAges(answers.age);
  const notes = profileNotes({ answers, applicable, tenYearWithinNiceAges });
  const actionContext = {
    age: answers.age,
    notApplicableReasons,
    combinedCarrierScore: manchester.combined.score,
    familyVariants: answers.familyVariants,
    bmi,
    referralSigns: familyReferralSigns(answers.family),
    adviceSigns: familyAdviceSigns(answers.family),
  };

  if (!applicable) {
    return {
      ...shared,
      ...NO_FIGURES,
      actions: profileActions({ ...actionContext, riskLevel: NO_FIGURES.riskLevel }),
      notes,
    };
  }

  const bcratInput = toBcratInput(answers);
  const uRisk10 = bcratRisk({ ...bcratInput, projectionAge: tenYearEnd(answers.age) }).absoluteRiskPct;
  // NICE's lifetime criterion is the risk from 20 to 80, not from her age: counted from now, women over 50
  // would fall a level too low. From 80 the interval is behind her and there is no lifetime figure.
  const uRiskLife = answers.age < NICE_LIFETIME.to ? bcratRiskOver(bcratInput, NICE_LIFETIME).absoluteRiskPct : null;
  const tenYear = tenYearLevel(uRisk10, answers.age);
  const uRisk10MLevel: ProfileLevel = tenYear.withinNiceAges ? tenYear.level : 'not-applicable';
  const uRiskLifeLevel: ProfileLevel = uRiskLife === null ? 'not-applicable' : lifetimeLevel(uRiskLife);

  const known = new Set(answers.familyVariants);
  const uBrca1 = known.has('BRCA1') ? { ...manchester.brca1, band: KNOWN_VARIANT_BAND } : manchester.brca1;
  const uBrca2 = known.has('BRCA2') ? { ...manchester.brca2, band: KNOWN_VARIANT_BAND } : manchester.brca2;
  const uBrca12 =
    known.has('BRCA1') || known.has('BRCA2')
      ? { ...manchester.combined, band: KNOWN_VARIANT_BAND }
      : manchester.combined;

  const criteria: RiskLevel[] = [carrierLevel(uBrca12.band)];
  if (uRiskLifeLevel !== 'not-applicable') criteria.push(uRiskLifeLevel);
  if (uRisk10MLevel !== 'not-applicable') criteria.push(uRisk10MLevel);
  // NICE CG164 puts a known high-risk variant in the family, or a rare syndrome, at high risk directly.
  if (answers.familyVariants.some(isHighRiskGene)) criteria.push('high');
  const riskLevel = worstLevel(criteria);

  return {
    ...shared,
    uRisk10,
    // Outside 40–50 NICE gives the 10-year figure no level: none is stored, so the export says what the screen does.
    uRisk10Level: uRisk10MLevel,
    uRisk10MLevel,
    uRisk10Color: colourOf(uRisk10MLevel),
    uRiskLife,
    uRiskLifeLevel,
    uRiskLifeColor: colourOf(uRiskLifeLevel),
    uBrca1,
    uBrca1Level: carrierLevel(uBrca1.band),
    uBrca1Color: LEVEL_COLOUR[carrierLevel(uBrca1.band)],
    uBrca2,
    uBrca2Level: carrierLevel(uBrca2.band),
    uBrca2Color: LEVEL_COLOUR[carrierLevel(uBrca2.band)],
    uBrca12,
    uBrca12Level: carrierLevel(uBrca12.band),
    uBrca12Color: LEVEL_COLOUR[carrierLevel(uBrca12.band)],
    riskLevel,
    riskColor: LEVEL_COLOUR[riskLevel],
    actions: profileActions({ ...actionContext, riskLevel }),
    notes,
  };
}

function colourOf(level: ProfileLevel): ProfileColour {
  return level === 'not-applicable' ? 'grey' : LEVEL_COLOUR[level];
}

function reasonsModelDoesNotApply(answers: RiskAnswers): NotApplicableReason[] {
  const reasons: NotApplicableReason[] = [...new Set(answers.personalHistory)];
  if (answers.ownVariants.length > 0) reasons.push('own-variant');
  return reasons;
}

function toBcratInput(answers: RiskAnswers): BcratFactors {
  const hadBiopsy = typeof answers.biopsies === 'number' && answers.biopsies > 0;
  return {
    age: answers.age,
    biopsies: answers.biopsies,
    // With no biopsy there is nothing to know about hyperplasia, which BCRAT records as 'unknown'.
    atypicalHyperplasia: hadBiopsy ? answers.atypicalHyperplasia : 'unknown',
    menarcheAge: answers.menarcheAge,
    firstBirthAge: answers.firstBirthAge,
    relatives: firstDegreeWithBreastCancer(answers.family),
    race: answers.race,
  };
}
