/**
 * Field limits that graphql/schema.graphql documents, in one place: the app's forms and backend/validation
 * both build their checks from these, and limits.test.ts (here, in backend/validation and beside the form
 * schemas) fails when the schema's words, a form or the API disagree.
 */
export const TEXT_LIMITS = {
  /** User, Observation and Profile `prefix`: a title such as Ms or Dr. */
  prefix: 20,
  /** `given` and `family` names. */
  name: 100,
  /** User `choice`: the plan or partner offer chosen at sign-up. */
  choice: 100,
  /** User `feedback`. */
  feedback: 2000,
  /** User `gpQuestions`: what she wants to ask her GP, one question a line (the form kit's 1,000-character field cap). */
  gpQuestions: 1000,
  /** BreastFinding `note`: her own words about one finding. */
  findingNote: 500,
  /** ProfileItem `text`. */
  profileItem: 1000,
  /** Offer `title`, `benefit`, `howToUse` and `terms` (written by admins). */
  offerTitle: 120,
  offerBenefit: 200,
  offerHowToUse: 1000,
  offerTerms: 2000,
} as const;

/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;

/** Date of birth: her age on the day she saves it (User, Observation and Profile `dob`). */
export const AGE_LIMITS = { min: 18, max: 120 } as const;

/**
 * Profile `bmi`, kg/m². Wide enough for every height and weight the risk questionnaire accepts (3 st at 7 ft 11 in
 * gives 3.2; 47 st 13 lb at 120 cm gives 211.7), so no real body can stop her finishing it; the questionnaire's
 * measurements test holds its ranges to this one.
 */
export const BMI_LIMITS = { min: 3, max: 212 } as const;

/** What a phone box accepts as typed (spaces, brackets, a +44 (0) prefix); E.164 itself is at most 16. */
export const PHONE_INPUT_MAX = 24;
