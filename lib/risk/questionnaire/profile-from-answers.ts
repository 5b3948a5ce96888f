import { profileActions } from '../actions';
import { familyAdviceSigns, familyReferralSigns } from '../referral-signs';
import { populationRisk, UK_CARRIER_FREQUENCY_PCT } from '../population';
import { buildProfile, NO_FIGURES } from '../profile';
import { toProfileInput, type ProfileInputFields, type RiskInputFields } from '../profile-input';
import type { RiskProfile } from '../profile-types';
import { BCRAT_MAX_AGE, BCRAT_MIN_AGE } from '../bcrat/validate';
import { eligibilityOf, isOutsideEligibleAges } from './eligibility';
import { bcratRaceFor, usesLowerBmiThresholds } from './ethnicity';
import { bmiFromMeasurements } from './measurements';
import { QUESTIONNAIRE_VERSION, questionnaireSchema, type QuestionnaireAnswers } from './schemas';
import { ageOn, toRiskAnswers } from './to-risk-answers';

/**
 * The Profile fields for createProfile/updateProfile (CreateProfileInput without id), computed on the server
 * from her saved answers with lib/risk only: nothing numeric comes from the browser. Throws a ZodError when the
 * answers are incomplete or inconsistent (e.g. a first birth after her current age). Her title and name are not
 * part of a result: it is kept as her history, and a copy there would go on showing a name she has corrected (her
 * account holds them, and the GP report reads them there).
 */
export function profileFromAnswers(input: unknown, { now }: { now: Date }): ProfileInputFields {
  const answers = questionnaireSchema.parse(input);
  const age = ageOn(answers.aboutYou.dob, now);
  const risk = isOutsideEligibleAges(age)
    ? outsideAgesProfile(answers, age)
    : toProfileInput(buildProfile(toRiskAnswers(answers, now)));
  return {
    dob: answers.aboutYou.dob,
    option: QUESTIONNAIRE_VERSION,
    started: answers.started ?? null,
    finished: now.toISOString(),
    ...risk,
  };
}

/**
 * Under 20 or over 85: no figures for her (see eligibility.ts). buildProfile cannot be asked, since
 * riskAnswersSchema stops at BCRAT's ages, so the not-applicable profile is built here from the same parts
 * buildProfile uses for its own (NO_FIGURES, profileActions).
 */
function outsideAgesProfile(answers: QuestionnaireAnswers, age: number): RiskInputFields {
  const { aboutYou, breastHistory, family } = answers;
  const race = bcratRaceFor(aboutYou.ethnicity);
  const notApplicableReasons = eligibilityOf(age, breastHistory).reasons;
  const bmi = aboutYou.body
    ? bmiFromMeasurements(aboutYou.body.weight, aboutYou.body.height, {
        lowerThresholds: usesLowerBmiThresholds(aboutYou.ethnicity),
      })
    : null;
  const population = age >= BCRAT_MIN_AGE && age < BCRAT_MAX_AGE ? populationRisk(age, race) : null;
  const profile: Omit<RiskProfile, 'pRisk10'> & { pRisk10: number | null } = {
    applicable: false,
    notApplicableReasons,
    bmi,
    ...NO_FIGURES,
    pRisk10: population?.tenYearPct ?? null,
    pRiskLife: population?.lifetimePct ?? null,
    pBrca1: UK_CARRIER_FREQUENCY_PCT.brca1,
    pBrca2: UK_CARRIER_FREQUENCY_PCT.brca2,
    pBrca12: UK_CARRIER_FREQUENCY_PCT.brca12,
    rPrimary: [],
    rSecondary: [],
    rGenetic: [],
    rRare: [],
    actions: profileActions({
      age,
      riskLevel: NO_FIGURES.riskLevel,
      notApplicableReasons,
      combinedCarrierScore: 0,
      familyVariants: family.familyVariants,
      bmi,
      referralSigns: familyReferralSigns(family.relatives),
      adviceSigns: familyAdviceSigns(family.relatives),
    }),
    notes: [
      {
        id: 'estimate-not-diagnosis',
        text: 'These figures are estimates from published models, not a diagnosis. They cannot tell you whether you will or will not get breast cancer.',
      },
      {
        id: 'age-outside-model',
        text: 'The risk model is used here for women aged 20 to 85, so no figures are shown for you.',
      },
    ],
  };
  return toProfileInput(profile);
}
