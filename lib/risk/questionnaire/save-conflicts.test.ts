import { FIXTURES, NOW } from './fixtures';
import { saveConflicts } from './save-conflicts';
import { questionnaireSchema } from './schemas';

// Born 1981, her first child at 28 (she is 45 on NOW).
const answers = questionnaireSchema.parse(FIXTURES[0]!.answers);
const bornIn2001 = { ...answers, aboutYou: { ...answers.aboutYou, dob: '2001-05-02' } }; // 25 on NOW

describe('saveConflicts', () => {
  it('finds nothing when her ages fit her date of birth', () => {
    for (const section of ['aboutYou', 'periods', 'lifestyle'] as const)
      expect(saveConflicts(answers, section, NOW)).toEqual([]);
  });

  it('refuses a new date of birth on its own question, naming the answer elsewhere it contradicts', () => {
    expect(saveConflicts(bornIn2001, 'aboutYou', NOW)).toEqual([
      {
        section: 'periods',
        field: 'firstBirthAge',
        message:
          'Change your age when your first child was born (28) in ‘Periods and pregnancies’: it is more than your age now (25)',
      },
      {
        section: 'aboutYou',
        field: 'dob',
        message:
          'This date of birth makes you 25, younger than your age when your first child was born in ‘Periods and pregnancies’ (28)',
      },
    ]);
  });

  it('refuses a periods answer on its own question, with her age from the date of birth she saved', () => {
    const late = { ...answers, periods: { ...answers.periods, menopause: 'yes' as const, menopauseAge: 50 } };
    expect(saveConflicts(late, 'periods', NOW)).toEqual([
      {
        section: 'periods',
        field: 'menopauseAge',
        message: 'Your menopause cannot be after your current age: your date of birth in ‘About you’ makes you 45',
      },
      { section: 'aboutYou', field: 'dob', message: 'Or change your date of birth in ‘About you’' },
    ]);
  });

  it('names both answers to change when another section is saved over a contradiction already stored', () => {
    expect(saveConflicts(bornIn2001, 'lifestyle', NOW).map((c) => `${c.section}.${c.field}`)).toEqual([
      'periods.firstBirthAge',
      'aboutYou.dob',
    ]);
  });

  it('checks nothing before she has given her date of birth', () => {
    expect(saveConflicts({ version: 'Q1', periods: answers.periods }, 'periods', NOW)).toEqual([]);
  });
});
