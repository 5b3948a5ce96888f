import { absoluteRiskPct } from './bcrat/absolute-risk';
import { relativeRisks } from './bcrat/relative-risk';
import { raceTables } from './bcrat/race-groups';
import { checkBcratInput } from './bcrat/validate';

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

export interface BcratResult {
  absoluteRiskPct: number; // her risk over [age, projectionAge], in percent
  averageRiskPct: number; // BCRAT's "average woman of the same age and group" over the same interval
  relativeRisk: { under50: number; from50: number };
}

/** NCI BCRAT absolute risk of invasive breast cancer; throws RangeError for inputs BCRAT rejects. */
export function bcratRisk(input: BcratInput): BcratResult {
  checkBcratInput(input);
  const tables = raceTables(input.race);
  const relativeRisk = relativeRisks(input, tables);
  const interval = { from: input.age, to: input.projectionAge };
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
