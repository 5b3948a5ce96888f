import { profileActions } from './actions';
import { REFERRAL_SIGNS, type ReferralSign } from './referral-signs';
import { ZodError } from 'zod';
import { bcratRisk, bcratRiskOver } from './bcrat';
import type { RiskAnswersInput } from './answers-schema';
import { buildProfile } from './profile';
import type { NotApplicableReason } from './profile-types';

const woman45: RiskAnswersInput = {
  age: 45,
  race: 'white',
  menarcheAge: 13,
  firstBirthAge: 28,
  biopsies: 0,
  atypicalHyperplasia: 'no',
};
const bcratBase = {
  age: 45,
  biopsies: 0,
  atypicalHyperplasia: 'unknown',
  menarcheAge: 13,
  firstBirthAge: 28,
  relatives: 0,
  race: 'white',
} as const;

const mother = (ageAtDiagnosis: number) => ({
  relation: 'mother' as const,
  cancers: [{ site: 'breast' as const, ageAtDiagnosis }],
});
const ids = (items: { id: string }[]) => items.map((i) => i.id);

// Spec section 3 Profile fields this function computes; identity fields are the caller's.
const COMPUTED_FIELDS = [
  'bmi',
  'uRisk10',
  'uRiskLife',
  'uBrca1',
  'uBrca2',
  'uBrca12',
  'uRisk10Level',
  'uRisk10MLevel',
  'uRisk10Color',
  'uRiskLifeLevel',
  'uRiskLifeColor',
  'pRisk10',
  'pRiskLife',
  'pBrca1',
  'pBrca2',
  'pBrca12',
  'uBrca1Level',
  'uBrca1Color',
  'uBrca2Level',
  'uBrca2Color',
  'uBrca12Level',
  'uBrca12Color',
  'riskColor',
  'riskLevel',
  'rPrimary',
  'rSecondary',
  'rGenetic',
  'rRare',
  'actions',
];

describe('buildProfile for a woman with no family history', () => {
  const profile = buildProfile(woman45);

  it('returns every risk-derived Profile field of spec section 3', () => {
    for (const field of COMPUTED_FIELDS) expect(profile).toHaveProperty(field);
  });

  it('takes 10-year risk from BCRAT over [age, age + 10] and lifetime risk from 20 to 80, as NICE counts it', () => {
    expect(profile.uRisk10).toBe(bcratRisk({ ...bcratBase, projectionAge: 55 }).absoluteRiskPct);
    expect(profile.uRiskLife).toBe(bcratRiskOver(bcratBase, { from: 20, to: 80 }).absoluteRiskPct);
  });

  it("compares with BCRAT's average woman over the same intervals and the UK carrier frequencies (Peto 1999)", () => {
    expect(profile.pRisk10).toBe(bcratRisk({ ...bcratBase, projectionAge: 55 }).averageRiskPct);
    expect(profile.pRiskLife).toBe(bcratRiskOver(bcratBase, { from: 20, to: 80 }).averageRiskPct);
    // NICE puts the general population's risk to 80 at about 11%.
    expect(profile.pRiskLife).toBeCloseTo(10.9, 1);
    expect([profile.pBrca1, profile.pBrca2, profile.pBrca12]).toEqual([0.11, 0.12, 0.23]);
  });

  it('is near population risk and green on every criterion', () => {
    expect(profile).toMatchObject({
      applicable: true,
      uRisk10Level: 'near-population',
      uRisk10MLevel: 'near-population',
      uRiskLifeLevel: 'near-population',
      uBrca12: { score: 0, band: { id: 'under-10' } },
      uBrca12Level: 'near-population',
      riskLevel: 'near-population',
      riskColor: 'green',
    });
    expect(ids(profile.actions)).toEqual(['near-population', 'screening-from-50', 'be-breast-aware', 'lifestyle']);
    expect([...profile.rPrimary, ...profile.rSecondary, ...profile.rGenetic, ...profile.rRare]).toEqual([]);
  });

  it('has no BMI when no measurements were given', () => {
    expect(profile.bmi).toBeNull();
  });
});

describe('buildProfile levels', () => {
  it('is moderate (amber) when the 10-year risk at 45 is 3% or more', () => {
    const profile = buildProfile({ ...woman45, family: [mother(60)] });
    expect(profile.uRisk10).toBeGreaterThanOrEqual(3);
    expect(profile.uRiskLife).toBeLessThan(17);
    expect(profile).toMatchObject({
      uRisk10MLevel: 'moderate',
      uRisk10Color: 'amber',
      riskLevel: 'moderate',
      riskColor: 'amber',
    });
    expect(ids(profile.rPrimary)).toEqual(['first-degree-1']);
    expect(ids(profile.actions)[0]).toBe('referral-moderate');
  });

  it('says so, and leaves the overall level alone, when the 10-year thresholds are applied outside 40-50', () => {
    const profile = buildProfile({ ...woman45, age: 62, family: [mother(60)] });
    // Her 62-year-old figure would pass NICE's 3% for ages 40-50, but no level is stored for it: the export agrees
    // with the screen.
    expect(profile.uRisk10).toBeGreaterThanOrEqual(3);
    expect(profile.uRisk10Level).toBe('not-applicable');
    expect(profile.uRisk10Color).toBe('grey');
    expect(profile.uRisk10MLevel).toBe('not-applicable');
    expect(profile.uRiskLifeLevel).toBe('near-population');
    expect(profile.riskLevel).toBe('near-population');
    expect(ids(profile.notes)).toContain('ten-year-outside-nice-ages');
  });

  it('counts lifetime risk from 20 to 80 at any age, so an older woman is not placed a level too low', () => {
    const at60: RiskAnswersInput = {
      ...woman45,
      age: 60,
      firstBirthAge: 'nulliparous',
      biopsies: 1,
      atypicalHyperplasia: 'unknown',
      family: [mother(55)],
    };
    const fromNow = bcratRisk({
      ...bcratBase,
      age: 60,
      firstBirthAge: 'nulliparous',
      biopsies: 1,
      relatives: 1,
      projectionAge: 80,
    }).absoluteRiskPct;
    const profile = buildProfile(at60);
    expect(fromNow).toBeCloseTo(13.9, 1);
    expect(profile.uRiskLife).toBeCloseTo(22.1, 1);
    expect(profile).toMatchObject({
      uRiskLifeLevel: 'moderate',
      uRisk10MLevel: 'not-applicable',
      riskLevel: 'moderate',
    });
    expect(profile.pRiskLife).toBe(buildProfile(woman45).pRiskLife);
    expect(ids(profile.notes)).toContain('lifetime-20-to-80');
  });

  it('counts a first birth after 20 into the lifetime figure from 20, as her answers stand today', () => {
    const profile = buildProfile({ ...woman45, firstBirthAge: 34 });
    const factors = { ...bcratBase, firstBirthAge: 34 };
    expect(profile.uRiskLife).toBe(bcratRiskOver(factors, { from: 20, to: 80 }).absoluteRiskPct);
    expect(profile.uRiskLife).toBeGreaterThan(buildProfile(woman45).uRiskLife ?? Infinity);
  });

  it('is high (red) when the family carrier score reaches 10%, and suggests genetic testing from 20 points', () => {
    const profile = buildProfile({
      ...woman45,
      family: [mother(35), { relation: 'aunt', side: 'maternal', cancers: [{ site: 'ovarian', ageAtDiagnosis: 50 }] }],
    });
    expect(profile.uBrca12).toEqual({ score: 4 + 4 + 8 + 5, band: expect.objectContaining({ id: '20-or-more' }) });
    expect(profile).toMatchObject({
      uBrca12Level: 'high',
      uBrca12Color: 'red',
      uBrca1Level: 'high',
      riskLevel: 'high',
      riskColor: 'red',
    });
    expect(ids(profile.actions).slice(0, 3)).toEqual(['referral-high', 'family-history-referral', 'genetic-testing']);
    expect(ids(profile.rGenetic)).toEqual(['carrier-10-plus', 'family-ovarian', 'family-breast-under-40']);
  });

  it('flags a known BRCA1 variant in the family directly', () => {
    const profile = buildProfile({ ...woman45, familyVariants: ['BRCA1'] });
    expect(profile.uBrca1?.band.id).toBe('known-variant');
    expect(profile.uBrca2?.band.id).toBe('under-10');
    expect(profile.uBrca12?.band.id).toBe('known-variant');
    expect(profile.riskLevel).toBe('high');
    expect(ids(profile.rGenetic)).toEqual(['family-variant-brca1']);
    expect(ids(profile.actions)).toContain('family-variant-testing');
  });

  it('flags the rare syndromes (TP53, PTEN, STK11, CDH1) as high risk', () => {
    for (const gene of ['TP53', 'PTEN', 'STK11', 'CDH1'] as const) {
      const profile = buildProfile({ ...woman45, familyVariants: [gene] });
      expect(ids(profile.rRare)).toEqual([`family-${gene.toLowerCase()}`]);
      expect(profile.rGenetic).toEqual([]);
      expect(profile.riskLevel).toBe('high');
    }
  });

  it('lists a moderate-risk gene in the family without raising the level by itself', () => {
    const profile = buildProfile({ ...woman45, familyVariants: ['CHEK2'] });
    expect(ids(profile.rGenetic)).toEqual(['family-variant-chek2']);
    expect(profile.riskLevel).toBe('near-population');
  });
});

describe("buildProfile and NICE's family-history referral signs", () => {
  const woman32: RiskAnswersInput = { ...woman45, age: 32, firstBirthAge: 25 };
  const maternal = (relation: 'aunt' | 'grandmother', ageAtDiagnosis: number) => ({
    relation,
    side: 'maternal' as const,
    cancers: [{ site: 'breast' as const, ageAtDiagnosis }],
  });
  const noReferralWords = /do not need extra screening|does not advise a referral/;

  it.each([
    [
      'at 32, with her father diagnosed at 55',
      {
        ...woman32,
        family: [{ relation: 'father' as const, cancers: [{ site: 'breast' as const, ageAtDiagnosis: 55 }] }],
      },
      'your father, brother or son has had breast cancer, at any age',
    ],
    ['at 32, with her mother diagnosed at 36', { ...woman32, family: [mother(36)] }, 'before the age of 40'],
    [
      'at 45, with three relatives on her mother’s side diagnosed over 60',
      {
        ...woman45,
        firstBirthAge: 25,
        family: [maternal('grandmother', 72), maternal('aunt', 64), maternal('aunt', 68)],
      },
      'three close relatives',
    ],
  ])('keeps the level from the figures but tells her to ask about a referral %s', (_, answers, sign) => {
    const profile = buildProfile(answers);
    expect(profile.riskLevel).toBe('near-population');
    expect(ids(profile.actions)).toContain('family-history-referral');
    expect(ids(profile.actions)).not.toContain('near-population');
    const referral = profile.actions.find((a) => a.id === 'family-history-referral')!;
    expect(referral.text).toContain(sign);
    expect(referral.text).toMatch(/^Ask your GP about a referral to a breast family history clinic/);
    expect(referral.text).toMatch(/your NICE risk level comes from the figures/i);
    for (const action of profile.actions) expect(action.text).not.toMatch(noReferralWords);
  });

  it('names the sign in the one referral step a moderate level already gives, not in a second', () => {
    const profile = buildProfile({ ...woman45, family: [mother(38)] });
    expect(profile.riskLevel).toBe('moderate');
    expect(ids(profile.actions).slice(0, 2)).toEqual(['referral-moderate', 'family-history-referral']);
    const sign = profile.actions.find((a) => a.id === 'family-history-referral')!;
    expect(sign.text).toMatch(
      /^From your answers, your mother, sister or daughter had breast cancer before the age of 40/,
    );
  });

  it('keeps every action within the API’s 1,000 characters when her family meets every referral sign', () => {
    const all = Object.keys(REFERRAL_SIGNS) as ReferralSign[];
    for (const riskLevel of ['high', 'moderate', 'near-population'] as const) {
      const actions = profileActions({
        age: 45,
        riskLevel,
        notApplicableReasons: [],
        combinedCarrierScore: 0,
        familyVariants: [],
        bmi: null,
        referralSigns: all,
        adviceSigns: [],
      });
      for (const action of actions) expect(action.text.length).toBeLessThanOrEqual(1000);
    }
  });

  const breast = (age: number) => [{ site: 'breast' as const, ageAtDiagnosis: age }];
  it.each([
    [
      'two breast cancers on her father’s side',
      [
        { relation: 'grandmother' as const, side: 'paternal' as const, cancers: breast(65) },
        { relation: 'aunt' as const, side: 'paternal' as const, cancers: breast(60) },
      ],
      'two or more relatives on your father’s side have had breast cancer',
    ],
    [
      'her mother with cancer in both breasts at 55 and 62',
      // Linked rows, one for each breast, reach the engine as one person with two cancers.
      [{ relation: 'mother' as const, cancers: [...breast(55), ...breast(62)] }],
      'a close relative has had breast cancer in both breasts',
    ],
    [
      'a maternal uncle with breast cancer at 60',
      [{ relation: 'uncle' as const, side: 'maternal' as const, cancers: breast(60) }],
      'a man in your close family has had breast cancer',
    ],
  ])('asks her GP to seek advice (NICE CG164 1.3.4) at 35 with %s', (_, family, sign) => {
    const profile = buildProfile({ ...woman45, age: 35, family });
    expect(profile.riskLevel).toBe('near-population');
    const advice = profile.actions.find((a) => a.id === 'family-history-advice');
    expect(advice?.text).toContain(sign);
    expect(advice?.text).toContain('NICE advises that your GP seeks advice from a breast family history');
    for (const action of profile.actions) expect(action.text).not.toMatch(noReferralWords);
  });

  it('leaves it to her own team after her own breast cancer', () => {
    const profile = buildProfile({ ...woman45, personalHistory: ['breast-cancer'], family: [mother(36)] });
    expect(ids(profile.actions)).not.toContain('family-history-referral');
  });
});

describe('buildProfile counts each relative once', () => {
  const twoRowsForMother = { ...woman45, family: [mother(48), mother(58)] };

  it('scores two entries for her mother as one mother, at the younger age', () => {
    const once = buildProfile({ ...woman45, family: [mother(48)] });
    const twice = buildProfile(twoRowsForMother);
    expect(twice.uRisk10).toBeCloseTo(once.uRisk10!, 10);
    expect(twice.uRiskLife).toBeCloseTo(once.uRiskLife!, 10);
    expect(twice.uBrca12).toEqual(once.uBrca12);
    expect(ids(twice.rPrimary)).toEqual(['first-degree-1']);
  });

  it('keeps two cancers she entered for one person: one in each breast', () => {
    const profile = buildProfile({
      ...woman45,
      family: [
        {
          relation: 'mother',
          cancers: [
            { site: 'breast', ageAtDiagnosis: 48 },
            { site: 'breast', ageAtDiagnosis: 58 },
          ],
        },
      ],
    });
    expect(profile.uRisk10).toBeCloseTo(buildProfile({ ...woman45, family: [mother(48)] }).uRisk10!, 10);
    expect(ids(profile.actions)).toContain('family-history-referral');
  });

  it('still counts two sisters as two', () => {
    const sister = (ageAtDiagnosis: number) => ({
      relation: 'sister' as const,
      cancers: [{ site: 'breast' as const, ageAtDiagnosis }],
    });
    const profile = buildProfile({ ...woman45, family: [sister(48), sister(58)] });
    expect(ids(profile.rPrimary)).toEqual(['first-degree-2-plus']);
  });
});

describe('buildProfile when the model does not apply', () => {
  it.each<[Partial<RiskAnswersInput>, NotApplicableReason[]]>([
    [{ personalHistory: ['breast-cancer'] }, ['breast-cancer']],
    [{ personalHistory: ['dcis', 'lcis'] }, ['dcis', 'lcis']],
    [{ personalHistory: ['chest-radiotherapy-before-30'] }, ['chest-radiotherapy-before-30']],
    [{ ownVariants: ['BRCA2'] }, ['own-variant']],
  ])('%o shows no numbers and recommends specialist advice', (change, reasons) => {
    const profile = buildProfile({ ...woman45, ...change });
    expect(profile.applicable).toBe(false);
    expect(profile.notApplicableReasons).toEqual(reasons);
    expect([profile.uRisk10, profile.uRiskLife, profile.uBrca1, profile.uBrca2, profile.uBrca12]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(profile).toMatchObject({
      riskLevel: 'not-applicable',
      riskColor: 'grey',
      uRisk10Level: 'not-applicable',
      uBrca12Color: 'grey',
    });
    expect(ids(profile.actions)[0]).toBe('specialist-advice');
    expect(ids(profile.notes)).toContain('model-not-applicable');
  });
});

describe('buildProfile at the edges of the age range', () => {
  it('caps the 10-year projection at 90 and gives no lifetime figure from 80', () => {
    const profile = buildProfile({ ...woman45, age: 85 });
    expect(profile.uRisk10).toBe(bcratRisk({ ...bcratBase, age: 85, projectionAge: 90 }).absoluteRiskPct);
    expect(profile).toMatchObject({
      uRiskLife: null,
      pRiskLife: null,
      uRiskLifeLevel: 'not-applicable',
      uRiskLifeColor: 'grey',
    });
    expect(ids(profile.notes)).toEqual(expect.arrayContaining(['ten-year-capped', 'lifetime-past-80']));
    expect(ids(profile.actions)).toContain('screening-self-referral');
  });

  it('tells a woman of 55 to go to screening when invited', () => {
    expect(ids(buildProfile({ ...woman45, age: 55 }).actions)).toContain('screening-when-invited');
  });
});

describe('buildProfile BMI and answers', () => {
  it('computes BMI, using the lower thresholds for the family backgrounds NICE lists', () => {
    const body = { weightStones: 10, weightPounds: 7, heightFeet: 5, heightInches: 5 };
    expect(buildProfile({ ...woman45, body }).bmi).toEqual({ value: 24.5, band: 'healthy', lowerThresholds: false });
    expect(buildProfile({ ...woman45, race: 'chinese', ethnicity: 'asian-chinese', body }).bmi).toEqual({
      value: 24.5,
      band: 'overweight',
      lowerThresholds: true,
    });
  });

  it('uses the lower thresholds for an Arab woman, whom BCRAT counts with white women', () => {
    const body = { weightStones: 11, weightPounds: 4, heightFeet: 5, heightInches: 3 }; // BMI 28
    const profile = buildProfile({ ...woman45, race: 'other', ethnicity: 'other-arab', body });
    expect(profile.bmi).toEqual({ value: 28, band: 'obese', lowerThresholds: true });
    expect(ids(profile.rSecondary)).toContain('bmi-obese');
    expect(buildProfile({ ...woman45, race: 'other', ethnicity: 'mixed-other', body }).bmi?.band).toBe('overweight');
  });

  it('notes that "I don\'t know" answers were scored as lowest risk', () => {
    expect(ids(buildProfile({ ...woman45, menarcheAge: 'unknown' }).notes)).toContain('unknown-answers');
    expect(ids(buildProfile(woman45).notes)).not.toContain('unknown-answers');
  });

  it.each<[string, Partial<RiskAnswersInput>, string]>([
    ['first birth after current age', { firstBirthAge: 46 }, 'firstBirthAge'],
    ['first birth before first period', { firstBirthAge: 12 }, 'firstBirthAge'],
    ['hyperplasia without a biopsy', { atypicalHyperplasia: 'yes' }, 'atypicalHyperplasia'],
    ['age under 20', { age: 19 }, 'age'],
    [
      'an aunt with no side',
      { family: [{ relation: 'aunt', cancers: [{ site: 'breast', ageAtDiagnosis: 50 }] }] },
      'family.0.side',
    ],
    [
      'ovarian cancer in a brother',
      { family: [{ relation: 'brother', cancers: [{ site: 'ovarian', ageAtDiagnosis: 50 }] }] },
      'family.0.cancers.0.site',
    ],
  ])('rejects %s with an error on %s', (_name, change, path) => {
    let error: unknown;
    try {
      buildProfile({ ...woman45, ...change });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => i.path.join('.'))).toContain(path);
  });
});
