import { checkForm } from './form-state';
import { GP_QUESTIONS_MAX, gpQuestionsSchema, questionLines } from './gp-questions';

test('her questions are one a line, without blank lines or stray spaces', () => {
  expect(questionLines('  Do I need a scan?\r\n\n What happens at the clinic?  \n')).toEqual([
    'Do I need a scan?',
    'What happens at the clinic?',
  ]);
  expect(questionLines(null)).toEqual([]);
});

test('the box takes line breaks and up to the limit; more gets a message for the field', () => {
  expect(checkForm(gpQuestionsSchema, { questions: 'One?\nTwo?' })).toEqual({
    ok: true,
    values: { questions: 'One?\nTwo?' },
  });
  expect(checkForm(gpQuestionsSchema, { questions: 'x'.repeat(GP_QUESTIONS_MAX) }).ok).toBe(true);
  expect(checkForm(gpQuestionsSchema, { questions: `${'x'.repeat(GP_QUESTIONS_MAX - 2)}\r\ny` }).ok).toBe(true);
  expect(checkForm(gpQuestionsSchema, { questions: 'x'.repeat(GP_QUESTIONS_MAX + 1) })).toEqual({
    ok: false,
    errors: { questions: `Your questions must be ${GP_QUESTIONS_MAX} characters or fewer` },
  });
});
