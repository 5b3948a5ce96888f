import { breastPathologyPoints, cancerPoints, manchesterScore, type FamilyCancer } from './manchester';
import { carrierBand, geneBand } from './manchester-bands';

const woman = (
  site: FamilyCancer['site'],
  ageAtDiagnosis: FamilyCancer['ageAtDiagnosis'],
  extra: Partial<FamilyCancer> = {},
) => ({ side: 'maternal', sex: 'female', site, ageAtDiagnosis, ...extra }) as FamilyCancer;
const man = (site: FamilyCancer['site'], ageAtDiagnosis: number) =>
  ({ side: 'paternal', sex: 'male', site, ageAtDiagnosis }) as FamilyCancer;

describe('cancerPoints (MSS3 Table 1)', () => {
  it.each<[string, FamilyCancer, [number, number]]>([
    ['female breast 29', woman('breast', 29), [6, 5]],
    ['female breast 30', woman('breast', 30), [4, 4]],
    ['female breast 39', woman('breast', 39), [4, 4]],
    ['female breast 40', woman('breast', 40), [3, 3]],
    ['female breast 50', woman('breast', 50), [2, 2]],
    ['female breast 59', woman('breast', 59), [2, 2]],
    ['female breast 60', woman('breast', 60), [1, 1]],
    ['male breast 59', man('breast', 59), [5, 8]],
    ['male breast 60', man('breast', 60), [5, 5]],
    ['ovarian 59', woman('ovarian', 59), [8, 5]],
    ['ovarian 60', woman('ovarian', 60), [5, 5]],
    ['pancreatic', man('pancreatic', 45), [0, 1]],
    ['prostate 59', man('prostate', 59), [0, 2]],
    ['prostate 60', man('prostate', 60), [0, 1]],
    ['breast, age unknown: oldest band', woman('breast', 'unknown'), [1, 1]],
    ['ovarian, age unknown: oldest band', woman('ovarian', 'unknown'), [5, 5]],
    [
      'mucinous ovarian is not scored',
      woman('ovarian', 45, { ovarianPathology: 'mucinous-germ-cell-or-borderline' }),
      [0, 0],
    ],
    ['high-grade serous ovarian under 60', woman('ovarian', 45, { ovarianPathology: 'high-grade-serous' }), [10, 5]],
    ['high-grade serous ovarian at 60', woman('ovarian', 60, { ovarianPathology: 'high-grade-serous' }), [5, 5]],
  ])('%s', (_name, cancer, points) => {
    expect(cancerPoints(cancer)).toEqual(points);
  });

  it('rejects ovarian cancer in a man and prostate cancer in a woman', () => {
    expect(() => cancerPoints({ ...woman('ovarian', 50), sex: 'male' })).toThrow(RangeError);
    expect(() => cancerPoints(woman('prostate', 50))).toThrow(/prostate cancer cannot be recorded for a female/);
  });
});

describe('breastPathologyPoints (BRCA1 only)', () => {
  it.each([
    [{ grade: 3 }, 2],
    [{ grade: 2 }, 0],
    [{ grade: 1 }, -2],
    [{ er: 'positive' }, -1],
    [{ er: 'negative' }, 1],
    [{ tripleNegative: true, er: 'negative' }, 4],
    [{ tripleNegative: true, grade: 3 }, 6],
    [{ her2Amplified: true, er: 'negative', grade: 3 }, -3],
    [{ dcis: true }, -2],
    [{ lobular: true }, -2],
    [{}, 0],
  ] as const)('%o scores %d', (pathology, points) => {
    expect(breastPathologyPoints(pathology)).toBe(points);
  });
});

describe('manchesterScore', () => {
  it('reproduces the worked example of Evans 2017 (15 points)', () => {
    const result = manchesterScore({
      cancers: [
        {
          side: 'both',
          sex: 'female',
          site: 'breast',
          ageAtDiagnosis: 34,
          breastPathology: { grade: 3, er: 'negative', her2Amplified: true },
        },
        woman('ovarian', 63, { ovarianPathology: 'other' }),
      ],
    });
    expect(result.combined.score).toBe(15);
    expect(result.brca1.score).toBe(4 + 2 + 1 - 6 + 5);
    expect(result.brca2.score).toBe(4 + 5);
    expect(result.combined.band.id).toBe('10-to-20');
  });

  it('scores one side of the family at a time, counting siblings and children on both', () => {
    const result = manchesterScore({
      cancers: [
        woman('breast', 45), // maternal: 3/3
        { ...woman('breast', 38), side: 'both' }, // sister: 4/4
        man('breast', 55), // paternal: 5/8
      ],
    });
    expect(result.lineage).toBe('paternal');
    expect(result.combined.score).toBe(8 + 13);
    expect(result.brca1.score).toBe(9);
    expect(result.brca2.score).toBe(12);
  });

  it('applies breast pathology once per side, from the youngest affected woman', () => {
    const result = manchesterScore({
      cancers: [
        woman('breast', 35, { breastPathology: { tripleNegative: true, grade: 3 } }),
        woman('breast', 50, { breastPathology: { tripleNegative: true, grade: 3 } }),
      ],
    });
    expect(result.brca1.score).toBe(4 + 2 + 6);
  });

  it('adds 2 to each gene for a side whose history is unknown', () => {
    expect(manchesterScore({ cancers: [], unknownLineages: ['maternal', 'paternal'] }).combined.score).toBe(4);
    expect(manchesterScore({ cancers: [woman('breast', 45)], unknownLineages: ['maternal'] }).combined.score).toBe(10);
  });

  it('scores an empty family as zero and below 10%', () => {
    const result = manchesterScore({ cancers: [] });
    expect(result.combined).toEqual({ score: 0, band: carrierBand(0) });
    expect(result.combined.band.id).toBe('under-10');
  });
});

describe('carrier probability bands', () => {
  it.each([
    [14, 'under-10'],
    [15, '10-to-20'],
    [19, '10-to-20'],
    [20, '20-or-more'],
  ])('combined %d is %s', (score, id) => {
    expect(carrierBand(score).id).toBe(id);
  });

  it.each([
    [9, 'under-10'],
    [10, '10-or-more'],
  ])('single gene %d is %s', (score, id) => {
    expect(geneBand(score).id).toBe(id);
  });
});
