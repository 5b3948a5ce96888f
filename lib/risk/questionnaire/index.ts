// The risk questionnaire: its content, one zod schema per section, and the server's way from answers to a Profile.
export {
  QUESTIONNAIRE,
  GENE_LABELS,
  dontKnowsUsed,
  type Section,
  type Question,
  type QuestionKind,
  type Option,
  type DontKnow,
  type DontKnowUsed,
} from './questions';
export {
  QUESTIONNAIRE_VERSION,
  SECTION_IDS,
  SECTION_SCHEMAS,
  aboutYouSchema,
  periodsSchema,
  breastHistorySchema,
  familySchema,
  lifestyleSchema,
  questionnaireDraftSchema,
  questionnaireSchema,
  nextSection,
  type SectionId,
  type QuestionnaireDraft,
  type QuestionnaireAnswers,
  type QuestionnaireAnswersInput,
  type AboutYouAnswers,
  type PeriodsAnswers,
  type BreastHistoryAnswers,
  type FamilyAnswers,
  type LifestyleAnswers,
} from './schemas';
export {
  UK_ETHNICITIES,
  UK_ETHNICITY_IDS,
  ETHNICITY_MAPPING_TEXT,
  bcratRaceFor,
  usesLowerBmiThresholds,
  ethnicityFiguresSentence,
  type UkEthnicity,
} from './ethnicity';
export {
  weightSchema,
  heightSchema,
  weightInKg,
  heightInCm,
  toImperial,
  bmiFromMeasurements,
  type Weight,
  type Height,
} from './measurements';
export { ELIGIBLE_AGES, INSTEAD_ADVICE, eligibilityOf, type Eligibility } from './eligibility';
export { ageOn, toRiskAnswers } from './to-risk-answers';
export { ageIssues, type SectionIssue } from './age-checks';
export { saveConflicts } from './save-conflicts';
export { RELATION_OPTIONS, SIDE_OPTIONS, CANCER_SITE_OPTIONS } from './family-options';
export { profileFromAnswers } from './profile-from-answers';
export { SECTION_ANSWERS_NAME, sectionSummary } from './section-summaries';
