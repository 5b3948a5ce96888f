import { absoluteRiskPct } from './bcrat/absolute-risk';
import { relativeRisks } from './bcrat/relative-risk';
import { raceTables } from './bcrat/race-groups';
import { BCRAT_MAX_AGE, BCRAT_MIN_AGE, checkBcratInput } from './bcrat/validate';

export type BcratRace =
  | 'white'
  | 'african-american'
  | 'hispanic-us-born'
  | 'other'
  | 'hispanic-foreign-born'
  | 'chinese'
  | 'japanese'
  | 'filipino'
  | 'hawaiian'
  | 'other-pacific-islander'
  | 'other-asian';

export interface BcratInput {
  age: number; // current age; 20 <= age < projectionAge <= 90; fractions allowed
  projectionAge: number;
  biopsies: number | 'unknown'; // breast biopsies ever had (any count >= 2 counts as 2+)
  atypicalHyperplasia: 'no' | 'yes' | 'unknown';
  menarcheAge: number | 'unknown'; // age at first period
  firstBirthAge: number | 'nulliparous' | 'unknown';
  relatives: number | 'unknown'; // mother, sisters, daughters with breast cancer
  race: BcratRace; // the eleven BCRAT groups, in the order of the reference data (1..11)
}

/** Her answers without the end of the projection: what her relative risks are made from. */
export type BcratFactors = Omit<BcratInput, 'projectionAge'>;

export interface BcratResult {
  absoluteRiskPct: number; // her risk over [age, projectionAge], in percent
  averageRiskPct: number; // BCRAT's "average woman of the same age and group" over the same interval
  relativeRisk: { under50: number; from50: number };
}

/** NCI BCRAT absolute risk of invasive breast cancer; throws RangeError for inputs BCRAT rejects. */
export function bcratRisk(input: BcratInput): BcratResult {
  checkBcratInput(input);
  return riskOver(input, { from: input.age, to: input.projectionAge });
}

/**
 * Her risk over an interval that may start before her current age, such as NICE's lifetime (20 to 80): BCRAT's
 * own rates, integral and her relative risks from today's answers, applied from `from`. BCRAT's interface
 * cannot ask this (it rejects a first birth "after the current age" when started at 20), and this is not a
 * figure BCRAT publishes; it treats today's factors as if present from `from`, as NICE's lifetime bands do.
 * Her answers are checked as bcratRisk checks them, at her current age.
 */
export function bcratRiskOver(input: BcratFactors, interval: { from: number; to: number }): BcratResult {
  checkBcratInput({ ...input, projectionAge: BCRAT_MAX_AGE });
  const { from, to } = interval;
  if (!(from >= BCRAT_MIN_AGE && to > from && to <= BCRAT_MAX_AGE)) {
    throw new RangeError(`the interval must lie within ${BCRAT_MIN_AGE} to ${BCRAT_MAX_AGE} (got ${from} to ${to})`);
  }
  return riskOver(input, interval);
}

function riskOver(input: BcratFactors, interval: { from: number; to: number }): BcratResult {
  const tables = raceTables(input.race);
  const relativeRisk = relativeRisks(input, tables);
  return {
    absoluteRiskPct: absoluteRiskPct(interval, {
      incidence: tables.incidence,
      mortality: tables.mortality,
      relativeRisk,
      oneMinusAttributableRisk: tables.oneMinusAttributableRisk,
    }),
    averageRiskPct: absoluteRiskPct(interval, {
      incidence: tables.averageIncidence,
      mortality: tables.averageMortality,
      relativeRisk: { under50: 1, from50: 1 },
      oneMinusAttributableRisk: { under50: 1, from50: 1 },
    }),
    relativeRisk,
  };
}
