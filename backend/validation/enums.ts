import {
  ENERGY_SYMPTOMS,
  GASTROINTESTINAL_SYMPTOMS,
  MENOPAUSAL_SYMPTOMS,
  MOOD_SYMPTOMS,
  NEUROLOGICAL_SYMPTOMS,
  PSYCHOLOGICAL_SYMPTOMS,
  SLEEP_SYMPTOMS,
  STRESS_SYMPTOMS,
} from '@/graphql/generated/enums';

/**
 * The schema's enumerations come from graphql/generated/enums.ts (made by scripts/codegen.mjs from
 * schema.graphql). AppSync already rejects unknown enum values; the resolvers check again because they
 * must not trust the caller's transport.
 */
export {
  BREAST_LOCATIONS,
  CODE_STATUSES,
  FINDING_FEELS,
  FINDING_KINDS,
  FINDING_STATUSES,
  NO_PERIOD_REASONS,
  MODEL_SORT_DIRECTIONS,
  NOTICE_KINDS,
  OFFER_CATEGORIES,
  OFFER_STATUSES,
  PHYSICAL_SYMPTOMS,
  REMINDER_FREQUENCIES,
  RISK_COLOURS,
  RISK_LEVELS,
} from '@/graphql/generated/enums';

/** The symptom enumeration behind each list field of an Observation. */
export const SYMPTOM_ENUMS = {
  mood: MOOD_SYMPTOMS,
  stress: STRESS_SYMPTOMS,
  sleep: SLEEP_SYMPTOMS,
  energy: ENERGY_SYMPTOMS,
  neurological: NEUROLOGICAL_SYMPTOMS,
  psychological: PSYCHOLOGICAL_SYMPTOMS,
  gastrointestinal: GASTROINTESTINAL_SYMPTOMS,
  menopausal: MENOPAUSAL_SYMPTOMS,
} as const;

export type SymptomField = keyof typeof SYMPTOM_ENUMS;
export const SYMPTOM_FIELDS = Object.keys(SYMPTOM_ENUMS) as SymptomField[];
