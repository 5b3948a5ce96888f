// Words and numbers for the results screens: pure functions, no React.
export {
  naturalFrequency,
  frequencySentence,
  periodWords,
  formatPct,
  levelBoundaries,
  pctToTenth,
  FREQUENCY_ROUNDING_TEXT,
  UK_LIFETIME_CONTEXT,
  type FrequencySentenceOptions,
  type NaturalFrequency,
  type RiskPeriod,
} from './natural-frequency';
export {
  LEVEL_MEANING,
  FAMILY_HISTORY_REFERRAL_SIGNS,
  FAMILY_HISTORY_SAME_SIDE_TEXT,
  LEVEL_IS_FROM_FIGURES_TEXT,
  NEAR_POPULATION_WITH_ADVICE_SIGN,
  NEAR_POPULATION_WITH_REFERRAL_SIGN,
  levelFromApi,
  colourFromApi,
  type LevelMeaning,
} from './levels';
export { CARRIER_EXPLAINED, CARRIER_BAND_MEANING, TESTING_THRESHOLD_TEXT } from './carrier';
export { bmiWords, BMI_LIMITS_TEXT, type BmiWords } from './bmi-words';
export { lifestyleAdvice, ALCOHOL_UNITS_A_WEEK, ACTIVE_MINUTES_A_WEEK, type Advice } from './lifestyle';
export { figureLimits, type Limit } from './limits';
export { SOURCES, type Source } from './sources';
