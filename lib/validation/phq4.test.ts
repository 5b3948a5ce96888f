import { isPhq4Answers, phq4Band, PHQ4_TOTAL_MAX, scorePhq4 } from './phq4';

describe('scorePhq4', () => {
  test('sums the four answers, and the two subscales from items 1-2 (GAD-2) and 3-4 (PHQ-2)', () => {
    expect(scorePhq4([0, 0, 0, 0])).toEqual({
      total: 0,
      band: 'normal',
      anxiety: 0,
      depression: 0,
      anxietyFurtherAssessment: false,
      depressionFurtherAssessment: false,
    });
    expect(scorePhq4([3, 2, 1, 0])).toMatchObject({ total: 6, anxiety: 5, depression: 1, band: 'moderate' });
    expect(scorePhq4([3, 3, 3, 3]).total).toBe(PHQ4_TOTAL_MAX);
  });

  test('a subscale of 3 or more suggests further assessment; 2 does not', () => {
    expect(scorePhq4([2, 1, 1, 1])).toMatchObject({
      anxietyFurtherAssessment: true,
      depressionFurtherAssessment: false,
    });
    expect(scorePhq4([1, 1, 2, 1])).toMatchObject({
      anxietyFurtherAssessment: false,
      depressionFurtherAssessment: true,
    });
    expect(scorePhq4([1, 1, 1, 1])).toMatchObject({
      anxietyFurtherAssessment: false,
      depressionFurtherAssessment: false,
    });
  });

  test('refuses anything but four whole answers from 0 to 3', () => {
    expect(() => scorePhq4([1, 2, 3])).toThrow(RangeError);
    expect(() => scorePhq4([0, 0, 0, 4])).toThrow(RangeError);
    expect(() => scorePhq4([0, 0, 0.5, 0])).toThrow(RangeError);
    expect(isPhq4Answers([0, 1, 2, 3])).toBe(true);
    expect(isPhq4Answers(null)).toBe(false);
  });
});

test.each([
  [0, 'normal'],
  [2, 'normal'],
  [3, 'mild'],
  [5, 'mild'],
  [6, 'moderate'],
  [8, 'moderate'],
  [9, 'severe'],
  [12, 'severe'],
])('a total of %i is %s', (total, band) => {
  expect(phq4Band(total)).toBe(band);
});
