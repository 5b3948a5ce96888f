// Public API of the risk engine. Pure TypeScript: no React, Next or Apollo imports anywhere in lib/risk.
export { bcratRisk, type BcratInput, type BcratRace, type BcratResult } from './bcrat';
export { BCRAT_RACES } from './bcrat/race-groups';
export {
  manchesterScore,
  type FamilyCancer,
  type ManchesterInput,
  type ManchesterResult,
  type GeneScore,
} from './manchester';
export { carrierBand, geneBand, type CarrierBand, type CarrierBandId } from './manchester-bands';
export {
  carrierLevel,
  LEVEL_COLOUR,
  lifetimeLevel,
  NICE_THRESHOLDS,
  tenYearLevel,
  worstLevel,
  type RiskColour,
  type RiskLevel,
} from './nice-levels';
export { bmiBand, bmiFromImperial, type Bmi, type BmiBand } from './bmi';
export { flowSeverity, FLOW_LEVELS, type FlowLevel, type FlowSeverity } from './flow-colour';
export { riskAnswersSchema, PERSONAL_HISTORY, type RiskAnswers, type RiskAnswersInput } from './answers-schema';
export { RELATION_NAMES, type Relation, type FamilyMember } from './family';
export { GENES, RARE_SYNDROMES, type Gene } from './genes';
export { NICE_LIFETIME, tenYearEnd, UK_CARRIER_FREQUENCY_PCT, UK_LIFETIME_RISK } from './population';
export { LIFETIME_FROM_20_NOTE_ID } from './profile-notes';
export { buildProfile } from './profile';
export { FAMILY_HISTORY_ADVICE_ACTION, FAMILY_HISTORY_REFERRAL_ACTION } from './actions';
export {
  ADVICE_SIGNS,
  familyAdviceSigns,
  familyReferralSigns,
  REFERRAL_SIGNS,
  type AdviceSign,
  type ReferralSign,
} from './referral-signs';
export {
  toProfileInput,
  apiLevel,
  apiColour,
  type ProfileInputFields,
  type RiskInputFields,
  type CarrierScoreInput,
  type ProfileItemInput,
} from './profile-input';
// The questionnaire (@/lib/risk/questionnaire) and the results' words (@/lib/risk/presentation) have their own entry points.
export type * from './profile-types';
