import type { RiskProfileRecord, RiskScreen } from '@/lib/data/questionnaire';
import { FIXTURES } from '@/lib/risk/questionnaire/fixtures';
import { QUESTIONNAIRE_VERSION, questionnaireSchema } from '@/lib/risk/questionnaire';
import { personalTitle, personalView } from './personal-view';

const answers = questionnaireSchema.parse(FIXTURES[0]!.answers);
const screen = (draft: RiskScreen['questionnaire']['draft'], profile: RiskProfileRecord | null = null): RiskScreen => ({
  questionnaire: { draft, savedAt: null },
  profile,
  history: null,
});

test('each section of the questionnaire has its own title, so moving on to the next is announced', () => {
  const started = screen({ version: QUESTIONNAIRE_VERSION, aboutYou: answers.aboutYou, periods: answers.periods });
  const titles = ['aboutYou', 'periods', 'breastHistory'].map((section) =>
    personalTitle(personalView(started, section)),
  );
  expect(titles).toEqual([
    'About you: section 1 of 5 of your risk questionnaire',
    'Periods and pregnancies: section 2 of 5 of your risk questionnaire',
    'Your breast health: section 3 of 5 of your risk questionnaire',
  ]);
  // Never past where she stopped: a later section asked for by name is the one she has reached.
  expect(personalTitle(personalView(started, 'lifestyle'))).toBe(titles[2]);
});

test('her results have their own title; a section she changes after them keeps its own', () => {
  const done = screen({ ...answers }, {} as RiskProfileRecord);
  expect(personalView(done, undefined)).toEqual({ kind: 'results' });
  expect(personalTitle(personalView(done, undefined))).toBe('Your breast cancer risk');
  expect(personalView(done, 'family')).toEqual({ kind: 'section', section: 'family', changing: true });
  expect(personalTitle(personalView(done, 'family'))).toBe('Your family: section 4 of 5 of your risk questionnaire');
});
