import { FIXTURES } from './fixtures';
import { activityRecord, alcoholRecord, healthAnswers, riskFactorsRecord } from './guide-records';
import { questionnaireSchema } from './schemas';

const base = questionnaireSchema.parse(FIXTURES[0]!.answers);
const dontKnows = questionnaireSchema.parse(FIXTURES[2]!.answers);

describe('guide records from her answers', () => {
  it('gives her weekly activity and alcohol, and nothing for "I don\'t know"', () => {
    expect(activityRecord(base)).toEqual({ moderateMinutes: 150, vigorousMinutes: null, strengthDays: null });
    expect(alcoholRecord(base)).toEqual({ unitsPerWeek: 6 });
    expect(activityRecord({ version: 'Q1' })).toBeNull();
    expect(alcoholRecord({ ...base, lifestyle: { ...base.lifestyle, alcoholUnitsPerWeek: 'unknown' } })).toBeNull();
  });

  it('lists her answers in her words, in the questionnaire order', () => {
    const answers = healthAnswers(base)!;
    expect(answers[0]).toEqual({ question: 'What is your date of birth?', answer: '2 May 1981' });
    expect(answers).toContainEqual({ question: 'What are your height and weight?', answer: '5 ft 5 in, 10 st 4 lb' });
    expect(answers).toContainEqual({
      question: 'How old were you when you had your first period?',
      answer: '13 years old',
    });
    expect(answers).toContainEqual({
      question: 'How many units of alcohol do you drink in a typical week?',
      answer: '6 units a week',
    });
    expect(healthAnswers(dontKnows)).toContainEqual({
      question: 'How old were you when you had your first period?',
      answer: "I don't know",
    });
    expect(healthAnswers({ version: 'Q1' })).toBeNull();
  });

  it('turns the profile lists into factors and actions', () => {
    expect(
      riskFactorsRecord({
        rPrimary: [{ id: 'a', text: 'Mother' }],
        rSecondary: null,
        actions: [{ id: 'b', text: 'Ask your GP' }],
      }),
    ).toEqual({
      factors: [{ id: 'a', label: 'Mother' }],
      actions: [{ id: 'b', label: 'Ask your GP' }],
    });
    expect(riskFactorsRecord(null)).toBeNull();
  });
});
