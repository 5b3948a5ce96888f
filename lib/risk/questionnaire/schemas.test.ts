import { riskAnswersSchema } from '../answers-schema';
import { RELATION_NAMES } from '../family';
import { RELATION_OPTIONS } from './family-options';
import { ageIssues } from './age-checks';
import { FIXTURES, NOW } from './fixtures';
import { dontKnowsUsed, QUESTIONNAIRE } from './questions';
import { bcratRaceFor, ethnicityFiguresSentence, UK_ETHNICITY_IDS } from './ethnicity';
import { eligibilityOf, INSTEAD_ADVICE } from './eligibility';
import {
  breastHistorySchema,
  nextSection,
  periodsSchema,
  questionnaireDraftSchema,
  questionnaireSchema,
  SECTION_IDS,
} from './schemas';
import { ageOn, toRiskAnswers } from './to-risk-answers';

const base = FIXTURES[0]!.answers;
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('questionnaire schemas', () => {
  it('accepts every fixture, and what toRiskAnswers makes of the eligible ones passes riskAnswersSchema', () => {
    for (const fixture of FIXTURES) {
      const parsed = questionnaireSchema.parse(fixture.answers);
      if (fixture.riskAnswers) expect(riskAnswersSchema.safeParse(toRiskAnswers(parsed, NOW)).success).toBe(true);
    }
  });

  it('asks for the first birth age only when she has given birth', () => {
    const periods = { menarcheAge: 12, children: 'yes', menopause: 'no', hrt: 'never' };
    expect(messages(periodsSchema.safeParse(periods))).toEqual([
      `firstBirthAge: Enter your age when your first child was born, or choose "I don't know"`,
    ]);
    expect(periodsSchema.safeParse({ ...periods, children: 'no' }).success).toBe(true);
    expect(periodsSchema.safeParse({ ...periods, firstBirthAge: 'unknown' }).success).toBe(true);
  });

  it('asks about atypical hyperplasia only after a biopsy', () => {
    const history = { personalHistory: [], biopsies: 1, ownVariants: [] };
    expect(messages(breastHistorySchema.safeParse(history))[0]).toMatch(/^atypicalHyperplasia: Choose whether/);
    expect(messages(breastHistorySchema.safeParse({ ...history, biopsies: 0, atypicalHyperplasia: 'yes' }))[0]).toMatch(
      /found by a biopsy/,
    );
    expect(breastHistorySchema.safeParse({ ...history, biopsies: 'unknown' }).success).toBe(true);
  });

  it('rejects impossible dates of birth', () => {
    const about = (dob: string) => questionnaireSchema.shape.aboutYou.safeParse({ dob, ethnicity: 'white-irish' });
    expect(messages(about('1980-02-30'))).toEqual(['dob: Enter a real date of birth']);
    expect(about('30/01/1980').success).toBe(false);
    expect(about('1980-01-30').success).toBe(true);
  });

  it('refuses a date of birth under 18, as the data API does, with the message on the field', () => {
    const about = (dob: string) => questionnaireSchema.shape.aboutYou.safeParse({ dob, ethnicity: 'white-irish' });
    const today = new Date();
    const yearsAgo = (years: number, days = 0) => {
      const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
      return date.toISOString().slice(0, 10);
    };
    expect(messages(about(yearsAgo(17)))).toEqual([
      'dob: Your date of birth must make you between 18 and 120 years old',
    ]);
    expect(about(yearsAgo(18, -2)).success).toBe(true);
  });

  it('saves a half-done questionnaire and says where to continue', () => {
    const draft = questionnaireDraftSchema.parse({ version: 'Q1', aboutYou: base.aboutYou, periods: base.periods });
    expect(nextSection(draft)).toBe('breastHistory');
    expect(questionnaireSchema.safeParse(draft).success).toBe(false);
    expect(nextSection(questionnaireSchema.parse(base))).toBeNull();
  });

  it('has one screen per section, each question with a reason', () => {
    expect(QUESTIONNAIRE.map((s) => s.id)).toEqual(SECTION_IDS);
    for (const question of QUESTIONNAIRE.flatMap((s) => s.questions))
      expect(question.whyWeAsk.length).toBeGreaterThan(20);
  });
});

describe('ethnicity', () => {
  it('maps every UK group onto a BCRAT group and names the figures used', () => {
    expect(bcratRaceFor('black-african')).toBe('african-american');
    expect(bcratRaceFor('asian-pakistani')).toBe('other-asian');
    expect(bcratRaceFor('asian-chinese')).toBe('chinese');
    expect(bcratRaceFor('mixed-white-asian')).toBe('other');
    expect(new Set(UK_ETHNICITY_IDS.map(bcratRaceFor)).size).toBeGreaterThan(5);
    expect(ethnicityFiguresSentence('prefer-not-to-say')).toBe(
      "Your figures use the model's figures for white women (the model has no figures for your group).",
    );
  });
});

describe('age and eligibility', () => {
  it('counts whole years from the date of birth', () => {
    expect(ageOn('1981-11-23', NOW)).toBe(45);
    expect(ageOn('1981-11-24', NOW)).toBe(44);
    expect(ageOn('2004-02-29', new Date('2026-02-28T23:00:00Z'))).toBe(21);
  });

  it('has her birthday from the start of her UK day, in summer an hour before UTC midnight', () => {
    expect(ageOn('1980-06-02', new Date('2026-06-01T23:30:00Z'))).toBe(46);
    expect(ageOn('1980-01-16', new Date('2026-01-15T23:30:00Z'))).toBe(45);
  });

  it('gives figures from 20 to 85 with no personal history or own variant', () => {
    const clear = { personalHistory: [], ownVariants: [] };
    expect(eligibilityOf(20, clear)).toEqual({ eligible: true, reasons: [] });
    expect(eligibilityOf(85, clear).eligible).toBe(true);
    expect(eligibilityOf(19, clear).reasons).toEqual(['under-20']);
    expect(eligibilityOf(86, clear).reasons).toEqual(['over-85']);
    expect(eligibilityOf(50, { personalHistory: ['lcis', 'lcis'], ownVariants: ['TP53'] }).reasons).toEqual([
      'lcis',
      'own-variant',
    ]);
  });

  it('has advice on what to do instead for every reason', () => {
    for (const reason of [
      'breast-cancer',
      'dcis',
      'lcis',
      'chest-radiotherapy-before-30',
      'own-variant',
      'under-20',
      'over-85',
    ] as const) {
      expect(INSTEAD_ADVICE[reason].text).toMatch(/GP|breast care team/);
    }
  });
});

describe('dontKnowsUsed', () => {
  it('lists each "I don\'t know" the figures depend on, with how it was treated', () => {
    const unknowns = FIXTURES.find((f) => f.name.startsWith('"I don'))!.answers;
    const used = dontKnowsUsed(questionnaireSchema.parse(unknowns));
    expect(used.map((u) => u.question)).toEqual([
      'How old were you when you had your first period?',
      'How old were you when your first child was born?',
      'How many breast biopsies have you had?',
      'Which of your blood relatives have had breast, ovarian, pancreatic or prostate cancer?',
    ]);
    expect(used[0]!.treatedAs).toMatch(/lowest risk/);
    expect(dontKnowsUsed(questionnaireSchema.parse(base))).toEqual([]);
  });
});

describe('ageIssues', () => {
  it('finds answers after her current age, in the section that holds them', () => {
    const answers = questionnaireSchema.parse(base); // 45 on NOW
    expect(ageIssues(answers, NOW)).toEqual([]);
    const late = {
      ...answers,
      periods: { ...answers.periods, firstBirthAge: 46, menopause: 'yes' as const, menopauseAge: 50 },
    };
    expect(ageIssues(late, NOW)).toEqual([
      {
        section: 'periods',
        field: 'firstBirthAge',
        message: 'Your first child’s birth cannot be after your current age',
      },
      { section: 'periods', field: 'menopauseAge', message: 'Your menopause cannot be after your current age' },
    ]);
    expect(ageIssues({ aboutYou: { ...answers.aboutYou, dob: '2030-01-01' } }, NOW)[0]?.field).toBe('dob');
  });
});

describe('family options', () => {
  it('offers every relation the schema accepts, asking the side only where it is not fixed', () => {
    expect(RELATION_OPTIONS.map((o) => o.value)).toEqual(RELATION_NAMES);
    expect(RELATION_OPTIONS.find((o) => o.value === 'aunt')?.askSide).toBe(true);
    expect(RELATION_OPTIONS.find((o) => o.value === 'mother')?.askSide).toBe(false);
  });
});
