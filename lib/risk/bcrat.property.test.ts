import fc from 'fast-check';
import { bcratRisk, type BcratInput } from './bcrat';
import { BCRAT_RACES } from './bcrat/race-groups';

// Inputs BCRAT accepts: reproductive ages are drawn inside [menarche, current age].
const validInput: fc.Arbitrary<BcratInput> = fc
  .record({
    age: fc.double({ min: 20, max: 89.99, noNaN: true }),
    span: fc.double({ min: 0.01, max: 70, noNaN: true }),
    biopsies: fc.oneof(fc.constant('unknown' as const), fc.integer({ min: 0, max: 4 })),
    hyperplasia: fc.constantFrom('no' as const, 'yes' as const, 'unknown' as const),
    menarche: fc.oneof(fc.constant('unknown' as const), fc.integer({ min: 8, max: 18 })),
    firstBirthShare: fc.oneof(
      fc.constantFrom('nulliparous' as const, 'unknown' as const),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
    relatives: fc.oneof(fc.constant('unknown' as const), fc.integer({ min: 0, max: 4 })),
    race: fc.constantFrom(...BCRAT_RACES),
  })
  .map((r) => {
    const menarcheAge = r.menarche === 'unknown' || r.menarche <= r.age ? r.menarche : 'unknown';
    const earliestBirth = menarcheAge === 'unknown' ? 10 : menarcheAge;
    const firstBirthAge =
      typeof r.firstBirthShare === 'number'
        ? earliestBirth + r.firstBirthShare * (r.age - earliestBirth)
        : r.firstBirthShare;
    const hadBiopsy = r.biopsies !== 'unknown' && r.biopsies > 0;
    return {
      age: r.age,
      projectionAge: Math.min(90, r.age + r.span),
      biopsies: r.biopsies,
      atypicalHyperplasia: hadBiopsy ? r.hyperplasia : 'unknown',
      menarcheAge,
      firstBirthAge,
      relatives: r.relatives,
      race: r.race,
    };
  });

const count = (value: number | 'unknown') => (value === 'unknown' ? 0 : value);

describe('bcratRisk properties', () => {
  it('gives percentages in [0, 100] with positive relative risks', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const r = bcratRisk(input);
        for (const pct of [r.absoluteRiskPct, r.averageRiskPct]) {
          expect(pct).toBeGreaterThanOrEqual(0);
          expect(pct).toBeLessThanOrEqual(100);
        }
        expect(r.relativeRisk.under50).toBeGreaterThan(0);
        expect(r.relativeRisk.from50).toBeGreaterThan(0);
      }),
    );
  });

  it('never lowers risk when another relative has breast cancer', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const more = { ...input, relatives: count(input.relatives) + 1 };
        expect(bcratRisk(more).absoluteRiskPct).toBeGreaterThanOrEqual(bcratRisk(input).absoluteRiskPct);
      }),
    );
  });

  it('never lowers risk with another biopsy', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const biopsies = count(input.biopsies);
        // A first biopsy whose result is unknown keeps the hyperplasia multiplier at 1.
        const more = {
          ...input,
          biopsies: biopsies + 1,
          atypicalHyperplasia: biopsies === 0 ? 'unknown' : input.atypicalHyperplasia,
        } as const;
        expect(bcratRisk(more).absoluteRiskPct).toBeGreaterThanOrEqual(bcratRisk(input).absoluteRiskPct);
      }),
    );
  });

  it('orders atypical hyperplasia no < unknown < yes once there was a biopsy', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 1, max: 4 }), (input, biopsies) => {
        const risk = (atypicalHyperplasia: BcratInput['atypicalHyperplasia']) =>
          bcratRisk({ ...input, biopsies, atypicalHyperplasia }).absoluteRiskPct;
        expect(risk('unknown')).toBeGreaterThanOrEqual(risk('no'));
        expect(risk('yes')).toBeGreaterThanOrEqual(risk('unknown'));
      }),
    );
  });

  it('never lowers risk over a longer projection', () => {
    fc.assert(
      fc.property(validInput, fc.double({ min: 0, max: 1, noNaN: true }), (input, share) => {
        const shorter = { ...input, projectionAge: input.age + share * (input.projectionAge - input.age) };
        fc.pre(shorter.projectionAge > input.age);
        expect(bcratRisk(input).absoluteRiskPct).toBeGreaterThanOrEqual(bcratRisk(shorter).absoluteRiskPct);
      }),
    );
  });
});
