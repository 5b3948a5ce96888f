import fc from 'fast-check';
import type { RiskAnswersInput } from './answers-schema';
import { BCRAT_RACES } from './bcrat/race-groups';
import { buildProfile } from './profile';

const LEVEL_RANK = { 'not-applicable': -1, 'near-population': 0, moderate: 1, high: 2 } as const;

const answers: fc.Arbitrary<RiskAnswersInput> = fc.record({
  age: fc.double({ min: 20, max: 89.9, noNaN: true }),
  race: fc.constantFrom(...BCRAT_RACES),
  menarcheAge: fc.constantFrom(10, 12, 13, 15, 'unknown' as const),
  firstBirthAge: fc.constantFrom(18, 'nulliparous' as const, 'unknown' as const),
  biopsies: fc.constantFrom(1, 2, 'unknown' as const),
  atypicalHyperplasia: fc.constantFrom('no' as const, 'unknown' as const),
  family: fc.array(
    fc.record({
      relation: fc.constantFrom('mother' as const, 'sister' as const, 'daughter' as const),
      cancers: fc.constant([{ site: 'breast' as const, ageAtDiagnosis: 'unknown' as const }]),
    }),
    { maxLength: 3 },
  ),
});

describe('buildProfile properties', () => {
  it('keeps every percentage in [0, 100] and the overall level at least each NICE criterion', () => {
    fc.assert(
      fc.property(answers, (input) => {
        const p = buildProfile(input);
        for (const pct of [p.uRisk10, p.uRiskLife, p.pRisk10, p.pRiskLife]) {
          if (pct === null) continue;
          expect(pct).toBeGreaterThanOrEqual(0);
          expect(pct).toBeLessThanOrEqual(100);
        }
        for (const criterion of [p.uRiskLifeLevel, p.uRisk10MLevel, p.uBrca12Level]) {
          expect(LEVEL_RANK[p.riskLevel]).toBeGreaterThanOrEqual(LEVEL_RANK[criterion]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never lowers any risk or the level when a mother, sister or daughter has breast cancer', () => {
    fc.assert(
      fc.property(answers, (input) => {
        const before = buildProfile(input);
        const sister = {
          relation: 'sister' as const,
          cancers: [{ site: 'breast' as const, ageAtDiagnosis: 'unknown' as const }],
        };
        const after = buildProfile({ ...input, family: [...(input.family ?? []), sister] });
        expect(after.uRisk10!).toBeGreaterThanOrEqual(before.uRisk10!);
        expect(after.uRiskLife ?? 0).toBeGreaterThanOrEqual(before.uRiskLife ?? 0);
        expect(after.uBrca12!.score).toBeGreaterThanOrEqual(before.uBrca12!.score);
        expect(LEVEL_RANK[after.riskLevel]).toBeGreaterThanOrEqual(LEVEL_RANK[before.riskLevel]);
      }),
      { numRuns: 200 },
    );
  });
});
