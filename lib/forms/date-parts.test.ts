import { joinDateParts, splitDate } from './date-parts';

const boxes = (day: string, month: string, year: string) => ({ 'dob-day': day, 'dob-month': month, 'dob-year': year });

test('three boxes become one ISO date, written as she would type it', () => {
  expect(joinDateParts(boxes('7', '3', '1980'), 'dob')).toBe('1980-03-07');
  expect(joinDateParts(boxes(' 27 ', '12', '1980'), 'dob')).toBe('1980-12-27');
});

test('blank boxes are no date; anything else that is not three numbers stays visibly wrong', () => {
  expect(joinDateParts(boxes('', '', ''), 'dob')).toBe('');
  expect(joinDateParts({}, 'dob')).toBe('');
  expect(joinDateParts(boxes('7', 'March', '1980'), 'dob')).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(joinDateParts(boxes('7', '3', '80'), 'dob')).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('a stored date fills the boxes, and joining them gives it back', () => {
  expect(splitDate('dob', '1985-04-23')).toEqual(boxes('23', '4', '1985'));
  expect(splitDate('dob', null)).toEqual(boxes('', '', ''));
  expect(joinDateParts(splitDate('dob', '1985-04-03'), 'dob')).toBe('1985-04-03');
});
