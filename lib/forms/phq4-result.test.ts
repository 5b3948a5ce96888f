import { phq4ScoreFromInput } from './phq4-result';

const answered = { 'phq4-1': '2', 'phq4-2': '1', 'phq4-3': '1', 'phq4-4': '0' };

test('a form input with all four PHQ-4 answers is scored with the same rules as the server', () => {
  expect(phq4ScoreFromInput({ level: '5', ...answered })).toMatchObject({
    total: 4,
    band: 'mild',
    anxiety: 3,
    depression: 1,
    anxietyFurtherAssessment: true,
    depressionFurtherAssessment: false,
  });
});

test('no score without all four answers, or with one out of range', () => {
  expect(phq4ScoreFromInput({ level: '5' })).toBeNull();
  expect(phq4ScoreFromInput({ ...answered, 'phq4-4': '' })).toBeNull();
  expect(phq4ScoreFromInput({ ...answered, 'phq4-4': '7' })).toBeNull();
});
