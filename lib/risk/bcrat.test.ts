import { bcratRisk, bcratRiskOver, type BcratFactors, type BcratInput, type BcratRace } from './bcrat';

// A woman in every lowest-risk category: BCRAT's relative risk is 1 for the White model.
const baseline: BcratInput = {
  age: 40,
  projectionAge: 41,
  biopsies: 0,
  atypicalHyperplasia: 'unknown',
  menarcheAge: 14,
  firstBirthAge: 19,
  relatives: 0,
  race: 'white',
};

/** Risk in percent over one stretch of constant hazards, written out from the published formula. */
function stretchPct(incidence: number, oneMinusAR: number, rr: number, mortality: number, years: number) {
  const cancer = incidence * oneMinusAR * rr;
  const total = cancer + mortality;
  return { pct: (100 * cancer * (1 - Math.exp(-total * years))) / total, hazard: total * years };
}

describe('bcratRisk hand-checked cases', () => {
  it('gives relative risk 1 and the closed-form one-year risk for a baseline White woman of 40', () => {
    const result = bcratRisk(baseline);
    expect(result.relativeRisk).toEqual({ under50: 1, from50: 1 });
    // White 40-44: incidence 0.001265, mortality 0.001307, 1-AR 0.5788413.
    expect(result.absoluteRiskPct).toBeCloseTo(stretchPct(0.001265, 0.5788413, 1, 0.001307, 1).pct, 12);
    // Average woman (groups 1 and 4): 1992-96 white rates 0.0011645 and 0.0012534, no AR adjustment.
    expect(result.averageRiskPct).toBeCloseTo(stretchPct(0.0011645, 1, 1, 0.0012534, 1).pct, 12);
  });

  it('uses only the fraction of a year inside a fractional interval', () => {
    const result = bcratRisk({ ...baseline, age: 45.2, projectionAge: 45.7 });
    expect(result.absoluteRiskPct).toBeCloseTo(stretchPct(0.001866, 0.5788413, 1, 0.002181, 0.5).pct, 12);
  });

  it('switches relative risk at attained age 50 within one projection', () => {
    const withBiopsy = { ...baseline, age: 49.5, projectionAge: 50.5, biopsies: 1 };
    const result = bcratRisk(withBiopsy);
    const rrUnder50 = Math.exp(0.5292641686);
    const rrFrom50 = Math.exp(0.5292641686 - 0.288042483);
    expect(result.relativeRisk.under50).toBeCloseTo(rrUnder50, 12);
    expect(result.relativeRisk.from50).toBeCloseTo(rrFrom50, 12);
    const before = stretchPct(0.001866, 0.5788413, rrUnder50, 0.002181, 0.5);
    const after = stretchPct(0.002211, 0.5788413, rrFrom50, 0.003655, 0.5);
    expect(result.absoluteRiskPct).toBeCloseTo(before.pct + Math.exp(-before.hazard) * after.pct, 12);
  });

  it('projects to exactly 90 and no further', () => {
    const lastHalfYear = bcratRisk({ ...baseline, age: 89.5, projectionAge: 90 });
    expect(lastHalfYear.absoluteRiskPct).toBeCloseTo(stretchPct(0.004109, 0.5788413, 1, 0.144908, 0.5).pct, 12);
    expect(() => bcratRisk({ ...baseline, age: 85, projectionAge: 90.01 })).toThrow(/projectionAge/);
  });

  it('treats every count of two or more as 2+', () => {
    const two = bcratRisk({ ...baseline, biopsies: 2, relatives: 2 });
    const five = bcratRisk({ ...baseline, biopsies: 5, relatives: 7 });
    expect(five).toEqual(two);
  });

  it("scores 'unknown' answers as the lowest-risk category", () => {
    const unknown = bcratRisk({
      ...baseline,
      biopsies: 'unknown',
      menarcheAge: 'unknown',
      firstBirthAge: 'unknown',
      relatives: 'unknown',
    });
    expect(unknown).toEqual(bcratRisk(baseline));
  });
});

// A woman with something in every category, so each group's recodings show in its relative risk.
const loaded = { biopsies: 2, atypicalHyperplasia: 'yes', menarcheAge: 11, firstBirthAge: 27, relatives: 2 } as const;
const LN_AH = Math.log(1.82);
const gailLp = 2 * 0.5292641686 + 2 * 0.0940103059 + 2 * 0.2186262218 + 2 * 0.9583027845 - 4 * 0.1908113865 + LN_AH;
const careLp = 2 * 0.1822121131 + 0.2672530336 + 2 * 0.4757242578 + LN_AH;
const usHispanicLp = 0.0970783641 + 0.2318368334 + 0.166685441 + LN_AH;
const foreignHispanicLp = 0.4798624017 + 2 * 0.2593922322 + 0.4669246218 + 0.9076679727 + LN_AH;
const asianLp = 2 * (0.55263612260619 + 0.07499257592975 + 0.27638268294593) + 0.79185633720481 + LN_AH;

// [race, log RR under 50, log RR from 50, 40-44 incidence, mortality, 1-AR under 50] from the published tables.
const raceCases: [BcratRace, number, number, number, number, number][] = [
  ['white', gailLp, gailLp - 2 * 0.288042483, 0.001265, 0.001307, 0.5788413],
  ['african-american', careLp, careLp - 2 * 0.1119411682, 0.00119444, 0.00315077, 0.7294988],
  ['hispanic-us-born', usHispanicLp, usHispanicLp, 0.0012225, 0.0013987, 0.749294788397],
  ['other', gailLp, gailLp - 2 * 0.288042483, 0.001265, 0.001307, 0.5788413],
  ['hispanic-foreign-born', foreignHispanicLp, foreignHispanicLp, 0.0007617, 0.0007807, 0.428864989813],
  ['chinese', asianLp, asianLp, 0.000913603501, 0.000473261994, 0.47519806426735],
  ['japanese', asianLp, asianLp, 0.001152211095, 0.000590633044, 0.47519806426735],
  ['filipino', asianLp, asianLp, 0.001129400541, 0.00064762261, 0.47519806426735],
  ['hawaiian', asianLp, asianLp, 0.001668562761, 0.002098344078, 0.47519806426735],
  ['other-pacific-islander', asianLp, asianLp, 0.000755579402, 0.001931486788, 0.47519806426735],
  ['other-asian', asianLp, asianLp, 0.000791265338, 0.000543002943, 0.47519806426735],
];

describe.each(raceCases)(
  'bcratRisk for race group %s',
  (race, lpUnder50, lpFrom50, incidence, mortality, oneMinusAR) => {
    const result = bcratRisk({ ...baseline, ...loaded, race });

    it('applies the group recodings and coefficients', () => {
      expect(result.relativeRisk.under50).toBeCloseTo(Math.exp(lpUnder50), 10);
      expect(result.relativeRisk.from50).toBeCloseTo(Math.exp(lpFrom50), 10);
    });

    it("uses the group's own rates and attributable risk", () => {
      const expected = stretchPct(incidence, oneMinusAR, Math.exp(lpUnder50), mortality, 1).pct;
      expect(result.absoluteRiskPct).toBeCloseTo(expected, 10);
    });
  },
);

describe('bcratRisk rejects what BCRAT rejects', () => {
  it.each<[string, Partial<BcratInput>, RegExp]>([
    ['age under 20', { age: 19.9 }, /age must be at least 20/],
    ['age 90', { age: 90, projectionAge: 90 }, /below 90/],
    ['projection not after age', { projectionAge: 40 }, /projectionAge must be above age/],
    ['projection past 90', { projectionAge: 91 }, /at most 90/],
    ['hyperplasia with no biopsy', { atypicalHyperplasia: 'yes' }, /'yes' needs at least one biopsy/],
    [
      'hyperplasia with unknown biopsies',
      { biopsies: 'unknown', atypicalHyperplasia: 'yes' },
      /needs at least one biopsy/,
    ],
    ["'no' hyperplasia with no biopsy", { atypicalHyperplasia: 'no' }, /must be 'unknown' when no biopsy/],
    [
      'first birth before first period',
      { menarcheAge: 13, firstBirthAge: 12 },
      /firstBirthAge \(12\) is below menarcheAge/,
    ],
    ['first birth after current age', { firstBirthAge: 41 }, /firstBirthAge \(41\) is after the current age/],
    [
      'first period after current age',
      { age: 20, menarcheAge: 21, firstBirthAge: 'nulliparous' },
      /menarcheAge \(21\) is after/,
    ],
    ['negative relatives', { relatives: -1 }, /relatives must be a whole number/],
    ['fractional biopsies', { biopsies: 1.5 }, /biopsies must be a whole number/],
    ['unknown race', { race: 'martian' as BcratRace }, /race must be one of/],
  ])('%s', (_name, change, message) => {
    expect(() => bcratRisk({ ...baseline, ...change })).toThrow(RangeError);
    expect(() => bcratRisk({ ...baseline, ...change })).toThrow(message);
  });
});

describe('bcratRiskOver: her factors over an interval that may start before her age (NICE lifetime, 20 to 80)', () => {
  const { projectionAge: _, ...rest } = baseline;
  const woman: BcratFactors = { ...rest, age: 60, biopsies: 1, atypicalHyperplasia: 'no', relatives: 1 };

  it('is bcratRisk exactly when the interval starts at her age', () => {
    expect(bcratRiskOver(woman, { from: 60, to: 80 })).toEqual(bcratRisk({ ...woman, projectionAge: 80 }));
  });

  it("gives BCRAT's average white woman 12.59% from 20 to 90, the reference's figure", () => {
    expect(bcratRiskOver(woman, { from: 20, to: 90 }).averageRiskPct).toBeCloseTo(12.59, 2);
  });

  it('runs the integral from 20 with her relative risks, switching at 50 as BCRAT does', () => {
    const result = bcratRiskOver(woman, { from: 20, to: 80 });
    const from20 = bcratRisk({ ...woman, age: 20, projectionAge: 80, menarcheAge: 14, firstBirthAge: 19 });
    // The same woman's relative risks with factors BCRAT accepts at 20 give the same risk over 20 to 80.
    expect(result.relativeRisk).toEqual(bcratRisk({ ...woman, projectionAge: 80 }).relativeRisk);
    expect(from20.relativeRisk).toEqual(result.relativeRisk);
    expect(result.absoluteRiskPct).toBeCloseTo(from20.absoluteRiskPct, 12);
    expect(result.absoluteRiskPct).toBeGreaterThan(bcratRisk({ ...woman, projectionAge: 80 }).absoluteRiskPct);
  });

  it('accepts a first birth after the start of the interval, which bcratRisk would refuse at 20', () => {
    const mother = { ...woman, firstBirthAge: 32 };
    expect(() => bcratRisk({ ...mother, age: 20, projectionAge: 80 })).toThrow(/after the current age/);
    expect(bcratRiskOver(mother, { from: 20, to: 80 }).absoluteRiskPct).toBeGreaterThan(0);
  });

  it.each([
    [
      'answers BCRAT rejects at her age',
      { ...woman, firstBirthAge: 61 },
      { from: 20, to: 80 },
      /after the current age/,
    ],
    ['an interval starting before 20', woman, { from: 19, to: 80 }, /within 20 to 90/],
    ['an interval ending after 90', woman, { from: 20, to: 91 }, /within 20 to 90/],
    ['an empty interval', woman, { from: 50, to: 50 }, /within 20 to 90/],
  ])('rejects %s', (_name, factors, interval, message) => {
    expect(() => bcratRiskOver(factors, interval)).toThrow(message);
  });
});
