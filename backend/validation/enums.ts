/**
 * Enumerations of schema.graphql, mirrored for zod. AppSync already rejects unknown enum values; the
 * resolvers check again because they must not trust the caller's transport. enums.test.ts fails if these
 * lists drift from the SDL.
 */
export const MODEL_SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const REMINDER_FREQUENCIES = ['NONE', 'WEEKLY', 'FORTNIGHTLY', 'MONTHLY'] as const;
export const CODE_STATUSES = ['AVAILABLE', 'CLAIMED', 'REDEEMED', 'EXPIRED', 'VOID'] as const;
export const FINDING_KINDS = [
  'LUMP',
  'SKIN_CHANGE',
  'NIPPLE_CHANGE',
  'DISCHARGE',
  'PAIN',
  'SWELLING',
  'SIZE_OR_SHAPE_CHANGE',
] as const;
export const RISK_LEVELS = ['NEAR_POPULATION', 'MODERATE', 'HIGH', 'NOT_APPLICABLE'] as const;
export const RISK_COLOURS = ['GREEN', 'AMBER', 'RED', 'GREY'] as const;
export const BREAST_LOCATIONS = [
  'UPPER_OUTER',
  'UPPER_INNER',
  'LOWER_OUTER',
  'LOWER_INNER',
  'CENTRAL',
  'ARMPIT',
  'WHOLE_BREAST',
] as const;
export const OFFER_CATEGORIES = ['FASHION', 'HEALTH', 'BEAUTY', 'HOME', 'GARDEN', 'TRAVEL', 'LEISURE'] as const;
export const OFFER_STATUSES = ['DRAFT', 'LIVE', 'ENDED'] as const;
export const NOTICE_KINDS = ['CHECK_DUE', 'CHECK_OVERDUE', 'FINDING_FOLLOW_UP', 'NEW_OFFER', 'PRIZE_DRAW_RESULT'] as const;

/** Symptom enumerations by Observation field, with the SDL enum each one mirrors. */
export const SYMPTOM_ENUMS = {
  mood: {
    graphqlName: 'MoodSymptom',
    values: ['ANXIOUS', 'IRRITABLE', 'LOW', 'TEARFUL', 'MOOD_SWINGS', 'ANGRY', 'NUMB'],
  },
  stress: {
    graphqlName: 'StressSymptom',
    values: ['OVERWHELMED', 'RACING_THOUGHTS', 'MUSCLE_TENSION', 'PALPITATIONS', 'RESTLESSNESS', 'POOR_CONCENTRATION'],
  },
  sleep: {
    graphqlName: 'SleepSymptom',
    values: [
      'DIFFICULTY_FALLING_ASLEEP',
      'WAKING_AT_NIGHT',
      'EARLY_WAKING',
      'NIGHT_SWEATS',
      'UNREFRESHING_SLEEP',
      'OVERSLEEPING',
    ],
  },
  energy: {
    graphqlName: 'EnergySymptom',
    values: ['TIREDNESS', 'EXHAUSTION', 'LOW_MOTIVATION', 'MUSCLE_WEAKNESS', 'DAYTIME_NAPS'],
  },
  neurological: {
    graphqlName: 'NeurologicalSymptom',
    values: ['HEADACHE', 'MIGRAINE', 'DIZZINESS', 'TINGLING', 'NUMBNESS', 'BRAIN_FOG', 'MEMORY_PROBLEMS'],
  },
  psychological: {
    graphqlName: 'PsychologicalSymptom',
    values: ['ANXIETY', 'DEPRESSION', 'PANIC_ATTACKS', 'LOW_SELF_ESTEEM', 'LOSS_OF_INTEREST'],
  },
  gastrointestinal: {
    graphqlName: 'GastrointestinalSymptom',
    values: ['BLOATING', 'NAUSEA', 'CONSTIPATION', 'DIARRHOEA', 'ABDOMINAL_PAIN', 'APPETITE_CHANGE'],
  },
  menopausal: {
    graphqlName: 'MenopausalSymptom',
    values: ['HOT_FLUSHES', 'NIGHT_SWEATS', 'VAGINAL_DRYNESS', 'IRREGULAR_PERIODS', 'LOW_LIBIDO', 'JOINT_PAIN'],
  },
} as const;

export type SymptomField = keyof typeof SYMPTOM_ENUMS;
export const SYMPTOM_FIELDS = Object.keys(SYMPTOM_ENUMS) as SymptomField[];

/** Every SDL enum mirrored here, for the drift test. */
export const MIRRORED_ENUMS: Record<string, readonly string[]> = {
  ModelSortDirection: MODEL_SORT_DIRECTIONS,
  ReminderFrequency: REMINDER_FREQUENCIES,
  CodeStatus: CODE_STATUSES,
  FindingKind: FINDING_KINDS,
  BreastLocation: BREAST_LOCATIONS,
  RiskLevel: RISK_LEVELS,
  RiskColour: RISK_COLOURS,
  OfferCategory: OFFER_CATEGORIES,
  OfferStatus: OFFER_STATUSES,
  NoticeKind: NOTICE_KINDS,
  ...Object.fromEntries(SYMPTOM_FIELDS.map((field) => [SYMPTOM_ENUMS[field].graphqlName, SYMPTOM_ENUMS[field].values])),
};
