import type { RiskProfileFieldsFragment } from '@/graphql/generated/types';
import { FIXTURES, NOW } from '@/lib/risk/questionnaire/fixtures';
import { profileFromAnswers, questionnaireSchema, type QuestionnaireAnswersInput } from '@/lib/risk/questionnaire';
import { toProfileView } from './profile-view';

const base = FIXTURES[0]!.answers;
const answersBornIn = (year: number, change: Partial<QuestionnaireAnswersInput> = {}) =>
  questionnaireSchema.parse({ ...base, aboutYou: { ...base.aboutYou, dob: `${year}-05-02` }, ...change });

/** A Profile as the API stores and reads it back: carrier scores without their bands (query depth). */
function stored(answers: ReturnType<typeof answersBornIn>): RiskProfileFieldsFragment {
  const { uBrca1, uBrca2, uBrca12, ...plain } = profileFromAnswers(answers, { now: NOW });
  const score = (carrier: typeof uBrca1) => (carrier ? { score: carrier.score } : null);
  return {
    id: 'p1',
    updatedAt: NOW.toISOString(),
    ...plain,
    uBrca1: score(uBrca1),
    uBrca2: score(uBrca2),
    uBrca12: score(uBrca12),
  } as RiskProfileFieldsFragment;
}

describe('toProfileView', () => {
  it("gives the 10-year figure NICE's level at 40 to 50", () => {
    const answers = answersBornIn(1981);
    expect(toProfileView(stored(answers), answers).tenYear).toMatchObject({ level: 'near-population', years: 10 });
  });

  it('gives the 10-year figure no level outside 40 to 50, where NICE sets none', () => {
    const answers = answersBornIn(1966);
    expect(toProfileView(stored(answers), answers).tenYear).toMatchObject({ level: null, years: 10 });
  });

  it('says the "10-year" figure covers 5 years at 85, where the model stops at 90', () => {
    const answers = answersBornIn(1941);
    expect(toProfileView(stored(answers), answers).tenYear).toMatchObject({ years: 5 });
  });

  it("labels a new Profile's lifetime figure as NICE's, 20 to 80", () => {
    const answers = answersBornIn(1966);
    expect(toProfileView(stored(answers), answers).lifetime?.period).toBe('lifetime');
  });

  it('keeps an older Profile, whose lifetime figure ran from her age then to 80, labelled "up to age 80"', () => {
    const answers = answersBornIn(1966);
    const old = stored(answers);
    const before = { ...old, notes: old.notes?.filter((note) => note.id !== 'lifetime-20-to-80') ?? null };
    expect(toProfileView(before, answers).lifetime?.period).toBe('to-80');
  });

  it("bands her BMI with NICE's lower cut-offs from her own ethnic group, an Arab background included", () => {
    const body = {
      weight: { unit: 'st-lb', stones: 11, pounds: 4 },
      height: { unit: 'ft-in', feet: 5, inches: 3 },
    } as const;
    const answers = answersBornIn(1981, { aboutYou: { dob: '1981-05-02', ethnicity: 'other-arab', body } });
    expect(toProfileView(stored(answers), answers).bmi).toEqual({ value: 28, band: 'obese', lowerThresholds: true });
  });
});
