import { bcratRisk, type BcratInput, type BcratRace } from './bcrat';
import { BCRAT_RACES } from './bcrat/race-groups';
import { BCRA_REFERENCE_ROWS, type BcraReferenceRow } from './data/bcra-reference-examples';

// The acceptance bar: equal to the reference package within 1e-6 percentage points.
const TOLERANCE = 1e-6;

function fromPackageCodes(row: BcraReferenceRow): BcratInput {
  const unknownOr = (value: number) => (value === 99 ? 'unknown' : value);
  const hyperplasia = { 0: 'no', 1: 'yes', 99: 'unknown' } as const;
  return {
    age: row.T1,
    projectionAge: row.T2,
    biopsies: unknownOr(row.N_Biop),
    atypicalHyperplasia: hyperplasia[row.HypPlas],
    menarcheAge: unknownOr(row.AgeMen),
    firstBirthAge: row.Age1st === 98 ? 'nulliparous' : unknownOr(row.Age1st),
    relatives: unknownOr(row.N_Rels),
    // Codes 0 and 12 are not BCRAT groups; passing them through checks the runtime guard.
    race: (BCRAT_RACES[row.Race - 1] ?? `race-code-${row.Race}`) as BcratRace,
  };
}

const accepted = BCRA_REFERENCE_ROWS.filter((row) => !row.error);
const rejected = BCRA_REFERENCE_ROWS.filter((row) => row.error);

describe('bcratRisk against the BCRA 2.1.2 example data', () => {
  it('covers every example row', () => {
    expect(accepted.length + rejected.length).toBe(26);
    expect(accepted.length).toBe(11);
  });

  it.each(accepted)('row $id (race $Race, $T1 to $T2) matches the package', (row) => {
    const result = bcratRisk(fromPackageCodes(row));
    expect(Math.abs(result.absoluteRiskPct - row.abs_risk_pct!)).toBeLessThan(TOLERANCE);
    expect(Math.abs(result.averageRiskPct - row.avg_risk_pct!)).toBeLessThan(TOLERANCE);
    expect(result.relativeRisk.under50).toBeCloseTo(row.RR_lt50!, 10);
    expect(result.relativeRisk.from50).toBeCloseTo(row.RR_ge50!, 10);
  });

  it.each(rejected)('row $id is rejected with a RangeError', (row) => {
    expect(() => bcratRisk(fromPackageCodes(row))).toThrow(RangeError);
  });
});
