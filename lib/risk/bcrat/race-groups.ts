import type { BcratRace } from '../bcrat';
import {
  AVERAGE_WHITE_INCIDENCE,
  AVERAGE_WHITE_MORTALITY,
  COMPETING_MORTALITY,
  COMPOSITE_INCIDENCE,
  LOG_RELATIVE_RISKS,
  ONE_MINUS_ATTRIBUTABLE_RISK,
  type AgeGroupRates,
  type CoefficientGroup,
  type LogRelativeRisks,
  type RateTable,
} from '../data/bcrat-constants';

/** The eleven BCRAT race groups in the reference order (index + 1 is BCRAT's race code). */
export const BCRAT_RACES = [
  'white',
  'african-american',
  'hispanic-us-born',
  'other',
  'hispanic-foreign-born',
  'chinese',
  'japanese',
  'filipino',
  'hawaiian',
  'other-pacific-islander',
  'other-asian',
] as const satisfies readonly BcratRace[];

/** Which published relative-risk model, and so which recoding of the covariates, a group uses. */
export type RelativeRiskModel = 'gail' | 'care' | 'sfbcs-us-born' | 'sfbcs-foreign-born' | 'aabcs';

interface RaceDefinition {
  rates: RateTable;
  coefficients: CoefficientGroup;
  model: RelativeRiskModel;
  /** BCRAT's average woman for groups 1 and 4 uses the 1992-96 white rates, not the model's own. */
  averageFromWhite1992: boolean;
}

const RACE_DEFINITIONS: Record<BcratRace, RaceDefinition> = {
  white: { rates: 'White', coefficients: 'White', model: 'gail', averageFromWhite1992: true },
  'african-american': { rates: 'Black', coefficients: 'Black', model: 'care', averageFromWhite1992: false },
  'hispanic-us-born': { rates: 'Hspnc', coefficients: 'Hspnc', model: 'sfbcs-us-born', averageFromWhite1992: false },
  other: { rates: 'Other', coefficients: 'Other', model: 'gail', averageFromWhite1992: true },
  'hispanic-foreign-born': {
    rates: 'FHspnc',
    coefficients: 'FHspnc',
    model: 'sfbcs-foreign-born',
    averageFromWhite1992: false,
  },
  chinese: { rates: 'Chnes', coefficients: 'Asian', model: 'aabcs', averageFromWhite1992: false },
  japanese: { rates: 'Japns', coefficients: 'Asian', model: 'aabcs', averageFromWhite1992: false },
  filipino: { rates: 'Filip', coefficients: 'Asian', model: 'aabcs', averageFromWhite1992: false },
  hawaiian: { rates: 'Hawai', coefficients: 'Asian', model: 'aabcs', averageFromWhite1992: false },
  'other-pacific-islander': { rates: 'OtrPI', coefficients: 'Asian', model: 'aabcs', averageFromWhite1992: false },
  'other-asian': { rates: 'OtrAs', coefficients: 'Asian', model: 'aabcs', averageFromWhite1992: false },
};

export interface RaceTables {
  model: RelativeRiskModel;
  coefficients: LogRelativeRisks;
  oneMinusAttributableRisk: { under50: number; from50: number };
  incidence: AgeGroupRates;
  mortality: AgeGroupRates;
  averageIncidence: AgeGroupRates;
  averageMortality: AgeGroupRates;
}

export function isBcratRace(value: unknown): value is BcratRace {
  return typeof value === 'string' && Object.hasOwn(RACE_DEFINITIONS, value);
}

export function raceTables(race: BcratRace): RaceTables {
  const definition = RACE_DEFINITIONS[race];
  const incidence = COMPOSITE_INCIDENCE[definition.rates];
  const mortality = COMPETING_MORTALITY[definition.rates];
  return {
    model: definition.model,
    coefficients: LOG_RELATIVE_RISKS[definition.coefficients],
    oneMinusAttributableRisk: ONE_MINUS_ATTRIBUTABLE_RISK[definition.coefficients],
    incidence,
    mortality,
    averageIncidence: definition.averageFromWhite1992 ? AVERAGE_WHITE_INCIDENCE : incidence,
    averageMortality: definition.averageFromWhite1992 ? AVERAGE_WHITE_MORTALITY : mortality,
  };
}
