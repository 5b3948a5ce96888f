import { nextOnWeekday, weekdayOf } from './weekday';

test.each([
  ['2026-11-29', 'SUNDAY'],
  ['2026-11-30', 'MONDAY'],
  ['2026-12-05', 'SATURDAY'],
  ['1970-01-01', 'THURSDAY'],
])('%s is a %s', (date, weekday) => {
  expect(weekdayOf(date)).toBe(weekday);
});

test('the next date on a weekday is today when today is that day, else within the next six days', () => {
  expect(nextOnWeekday('2026-12-02', 'WEDNESDAY')).toBe('2026-12-02');
  expect(nextOnWeekday('2026-12-02', 'THURSDAY')).toBe('2026-12-03');
  expect(nextOnWeekday('2026-12-02', 'TUESDAY')).toBe('2026-12-08');
  expect(nextOnWeekday('2026-12-27', 'FRIDAY')).toBe('2027-01-01');
});
