import { ZodError } from 'zod';
import { buildProfile } from '../profile';
import { toProfileInput } from '../profile-input';
import { FIXTURES, NOW } from './fixtures';
import { profileFromAnswers } from './profile-from-answers';

describe('profileFromAnswers equals lib/risk for every answer fixture', () => {
  it.each(FIXTURES.filter((f) => f.riskAnswers !== null).map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    const expected = toProfileInput(buildProfile(fixture.riskAnswers!));
    const profile = profileFromAnswers(fixture.answers, { now: NOW });
    expect(profile).toEqual({
      ...expected,
      dob: fixture.answers.aboutYou.dob,
      option: 'Q1',
      started: '2026-11-23T11:40:00Z',
      finished: NOW.toISOString(),
    });
  });
});

describe('profileFromAnswers', () => {
  const byName = (name: string) => FIXTURES.find((f) => f.name.startsWith(name))!.answers;

  it('gives figures and NICE levels as the API enum values for an eligible woman', () => {
    const profile = profileFromAnswers(byName('a 45-year-old'), { now: NOW });
    expect(profile.applicable).toBe(true);
    expect(profile.uRisk10).toBeGreaterThan(0);
    expect(profile.riskLevel).toBe('NEAR_POPULATION');
    expect(profile.riskColor).toBe('GREEN');
    expect(profile.bmi).toBe(24);
  });

  it("takes the BMI cut-offs from her ethnic group: NICE's lower ones for an Arab background", () => {
    const base = byName('a 45-year-old');
    const body = { weight: { unit: 'st-lb', stones: 11, pounds: 4 }, height: { unit: 'ft-in', feet: 5, inches: 3 } };
    const arab = { ...base, aboutYou: { ...base.aboutYou, ethnicity: 'other-arab', body } } as const;
    const profile = profileFromAnswers(arab, { now: NOW });
    expect(profile.bmi).toBe(28);
    expect(profile.rSecondary.map((item) => item.id)).toContain('bmi-obese');
  });

  it('puts a known BRCA2 variant in the family at high risk, red', () => {
    const profile = profileFromAnswers(byName('no children'), { now: NOW });
    expect([profile.riskLevel, profile.riskColor]).toEqual(['HIGH', 'RED']);
    expect(profile.uBrca12?.band.id).toBe('known-variant');
  });

  it.each([
    ['ineligible: DCIS', ['dcis', 'own-variant']],
    ['ineligible: chest', ['chest-radiotherapy-before-30']],
    ['ineligible: under 20', ['under-20']],
    ['ineligible: over 85', ['over-85']],
  ])('%s: no number, grey, and the reasons', (name, reasons) => {
    const profile = profileFromAnswers(byName(name), { now: NOW });
    expect(profile.applicable).toBe(false);
    expect(profile.notApplicableReasons).toEqual(reasons);
    expect([profile.uRisk10, profile.uRiskLife, profile.uBrca12]).toEqual([null, null, null]);
    expect([profile.riskLevel, profile.riskColor, profile.uRisk10Color]).toEqual(['NOT_APPLICABLE', 'GREY', 'GREY']);
    expect(profile.actions[0]?.id).toBe('specialist-advice');
  });

  it('says why a woman under 20 or over 85 has no figures, and keeps her BMI', () => {
    const young = profileFromAnswers(byName('ineligible: under 20'), { now: NOW });
    expect(young.actions[0]?.text).toContain('you are under 20');
    expect(young.pRisk10).toBeNull();
    expect(young.notes.map((n) => n.id)).toContain('age-outside-model');
    expect(young.bmi).toBe(24);
    const old = profileFromAnswers(byName('ineligible: over 85'), { now: NOW });
    expect(old.actions[0]?.text).toContain('you are over 85');
    expect(old.pRisk10).toBeGreaterThan(0);
  });

  it('rejects an incomplete document rather than guessing', () => {
    const { lifestyle: _dropped, ...incomplete } = byName('a 45-year-old');
    expect(() => profileFromAnswers(incomplete, { now: NOW })).toThrow(ZodError);
  });

  it('rejects a first birth after her current age', () => {
    const answers = byName('a 45-year-old');
    expect(() =>
      profileFromAnswers({ ...answers, periods: { ...answers.periods, firstBirthAge: 50 } }, { now: NOW }),
    ).toThrow(ZodError);
  });

  it('holds no title or name: a result is kept as history, and her account keeps the name she corrects', () => {
    const profile = profileFromAnswers(byName('a 45-year-old'), { now: NOW });
    expect(Object.keys(profile)).toEqual(expect.not.arrayContaining(['prefix', 'given', 'family']));
  });

  it('ignores any risk figures sent with the answers', () => {
    const answers = { ...byName('a 45-year-old'), uRisk10: 99, riskLevel: 'HIGH' };
    const profile = profileFromAnswers(answers, { now: NOW });
    expect(profile.uRisk10).toBeLessThan(5);
    expect(profile.riskLevel).toBe('NEAR_POPULATION');
  });
});
