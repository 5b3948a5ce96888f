import { nextSteps, type PlanStatus } from './next-steps';
import { lifestyleAdvice } from './presentation/lifestyle';
import { SOURCES } from './presentation/sources';

const done = (over: Partial<Extract<PlanStatus, { completed: true }>>): PlanStatus => ({
  completed: true,
  level: 'near-population',
  age: 45,
  actions: [],
  lifestyle: [],
  ...over,
});
const ids = (status: PlanStatus) => nextSteps(status).map((step) => step.id);
const step = (status: PlanStatus, id: string) => nextSteps(status).find((s) => s.id === id);

describe('next steps from her risk level', () => {
  it('before the questionnaire: checks, GP, screening and the way to the questionnaire', () => {
    const steps = nextSteps({ completed: false, age: null });
    expect(steps.map((s) => s.id)).toEqual(['self-check', 'see-gp', 'screening', 'questionnaire']);
    expect(steps.at(-1)?.link?.href).toBe('/personal');
    expect(steps.some((s) => /family history clinic/.test(s.text))).toBe(true);
  });

  it('near population: no referral and no extra screening', () => {
    expect(ids(done({}))).toEqual(['self-check', 'see-gp', 'screening', 'level-near-population']);
    expect(step(done({}), 'level-near-population')?.title).toMatch(/No extra screening/);
    expect(nextSteps(done({})).some((s) => /mammogram every year/.test(s.text))).toBe(false);
  });

  it('near population with a referral sign: her family history step, and nothing saying no referral is needed', () => {
    const referral = {
      id: 'family-history-referral',
      text: 'Ask your GP about a referral to a breast family history clinic. From your answers, your father, brother or son has had breast cancer, at any age.',
    };
    const steps = nextSteps(done({ actions: [referral] }));
    expect(steps.map((s) => s.id)).toEqual(['self-check', 'see-gp', 'screening', 'family-history-referral']);
    expect(steps.at(-1)).toMatchObject({ title: 'Ask your GP about a family history clinic', text: referral.text });
    for (const s of steps) expect(`${s.title} ${s.text}`).not.toMatch(/No extra screening|does not advise a referral/);
  });

  it('moderate with a referral sign: one family history clinic step, naming the sign', () => {
    const sign = {
      id: 'family-history-referral',
      text: 'From your answers, your father, brother or son has had breast cancer, at any age. NICE advises a referral for this family history whatever the figures say.',
    };
    const steps = nextSteps(done({ level: 'moderate', actions: [sign] }));
    expect(steps.filter((s) => s.title === 'Ask your GP about a family history clinic').map((s) => s.id)).toEqual([
      'level-moderate',
    ]);
    expect(step(done({ level: 'moderate', actions: [sign] }), 'level-moderate')!.text).toContain(sign.text);
  });

  it('near population with a NICE CG164 1.3.4 sign: talk to her GP, and nothing saying no referral is needed', () => {
    const advice = { id: 'family-history-advice', text: 'Talk to your GP about your family history.' };
    const steps = nextSteps(done({ actions: [advice] }));
    expect(steps.at(-1)).toMatchObject({ id: 'family-history-advice', text: advice.text });
    for (const s of steps) expect(`${s.title} ${s.text}`).not.toMatch(/No extra screening|does not advise a referral/);
  });

  it('moderate: a family history clinic and yearly mammograms from 40 to 49 (NICE CG164)', () => {
    const moderate = step(done({ level: 'moderate' }), 'level-moderate')!;
    expect(moderate.text).toMatch(/family history clinic/);
    expect(moderate.text).toMatch(/mammogram every year from 40 to 49/);
    expect(moderate.source).toBe(SOURCES.niceCg164);
  });

  it('high: a specialist referral, yearly mammograms from 40 and MRI for some from 30 to 49', () => {
    const high = step(done({ level: 'high' }), 'level-high')!;
    expect(high.text).toMatch(/genetics or family history service/);
    expect(high.text).toMatch(/mammogram every year from 40/);
    expect(high.text).toMatch(/MRI scan from 30 to 49/);
  });

  it('models do not apply: her own reason and whom to ask, and no level advice', () => {
    const specialist = {
      id: 'specialist-advice',
      text: 'This check cannot estimate your risk because you have had DCIS.',
    };
    const steps = nextSteps(done({ level: 'not-applicable', actions: [specialist] }));
    expect(steps.find((s) => s.id === 'level-not-applicable')?.text).toBe(specialist.text);
    expect(steps.some((s) => /family history clinic/.test(s.text))).toBe(false);
  });

  it('screening by age: invited from 50 up to the 71st birthday, then self-referral', () => {
    expect(step(done({ age: 35 }), 'screening')?.text).toMatch(/every 3 years from 50 up to their 71st birthday/);
    expect(step(done({ age: 60 }), 'screening')?.text).toMatch(/when you are invited/);
    expect(step(done({ age: 72 }), 'screening')?.text).toMatch(/no longer invited, but you can still ask/);
    expect(step(done({ age: 71 }), 'screening')?.text).toMatch(/no longer invited/);
  });

  it("carries her Profile's testing and weight actions and her lifestyle advice, each with a source", () => {
    const lifestyle = lifestyleAdvice({ alcoholUnitsPerWeek: 20, activeMinutesPerWeek: 60, smoking: 'never' }, {
      hrt: 'current',
    } as never);
    const status = done({
      level: 'high',
      actions: [
        { id: 'referral-high', text: 'Talk to your GP.' },
        { id: 'genetic-testing', text: 'You may be able to have genetic testing.' },
        { id: 'screening-from-50', text: 'Screening from 50.' },
        { id: 'lifestyle', text: 'Keeping to a healthy weight helps.' },
      ],
      lifestyle,
    });
    expect(ids(status)).toEqual([
      'self-check',
      'see-gp',
      'screening',
      'level-high',
      'genetic-testing',
      'lifestyle',
      'alcohol',
      'activity',
      'hrt',
    ]);
    expect(step(status, 'alcohol')?.text).toMatch(/about 20 units a week/);
    expect(step(status, 'hrt')?.title).toBe('HRT');
    for (const s of nextSteps(status))
      expect(s.source.url).toMatch(/^https:\/\/www\.(nhs|nice|cancerresearchuk|gov)\./);
  });
});
