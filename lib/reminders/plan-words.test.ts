import { pausedTimingWords, reminderPlanWords, repeatWeekday } from './plan-words';
import type { ReminderPlan } from './types';

const monthly: ReminderPlan = {
  frequency: 'MONTHLY',
  timing: 'day-of-month',
  dayOfMonth: 1,
  time: '09:00',
  startDate: '2026-11-24',
  channel: 'email',
};

test('no plan, or a plan of no reminders, reads as no reminders', () => {
  expect(reminderPlanWords(null)).toBe('No reminders');
  expect(reminderPlanWords({ ...monthly, frequency: 'NONE' })).toBe('No reminders');
});

test.each([
  [1, '1st'],
  [2, '2nd'],
  [3, '3rd'],
  [11, '11th'],
  [12, '12th'],
  [13, '13th'],
  [21, '21st'],
  [22, '22nd'],
  [31, '31st'],
])('a monthly plan on day %i reads "on the %s"', (dayOfMonth, words) => {
  expect(reminderPlanWords({ ...monthly, dayOfMonth, time: '19:30' })).toBe(
    `Every month on the ${words}, at 19:30 UK time, by email`,
  );
});

test('a cycle-timed plan says when in her cycle; weekly and fortnightly plans ignore the day of the month', () => {
  expect(reminderPlanWords({ ...monthly, timing: 'cycle' })).toBe(
    'Every month, a few days after your period ends (about 10 days after it starts), at 09:00 UK time, by email',
  );
  // Started on Tuesday 24 November 2026.
  expect(reminderPlanWords({ ...monthly, frequency: 'WEEKLY', timing: 'cycle' })).toBe(
    'Every week on Tuesdays, at 09:00 UK time, by email',
  );
  expect(reminderPlanWords({ ...monthly, frequency: 'FORTNIGHTLY' })).toBe(
    'Every two weeks on Tuesdays, at 09:00 UK time, by email',
  );
});

test.each([
  ['2026-11-29', 'Sundays'],
  ['2026-11-30', 'Mondays'],
  ['2026-12-05', 'Saturdays'],
  ['1970-01-01', 'Thursdays'],
])('a weekly plan started on %s repeats on %s', (startDate, weekday) => {
  expect(repeatWeekday(startDate)).toBe(weekday);
});

test('while her health features are paused, a cycle-timed plan says it keeps to her fixed day; other plans say nothing', () => {
  const cycle = { ...monthly, timing: 'cycle', dayOfMonth: 20 } as const;
  expect(pausedTimingWords(cycle, true)).toBe(
    'While your health features are paused, reminders use your fixed day (the 20th).',
  );
  expect(pausedTimingWords(cycle, false)).toBeNull();
  expect(pausedTimingWords(monthly, true)).toBeNull();
  expect(pausedTimingWords({ ...cycle, frequency: 'WEEKLY' }, true)).toBeNull();
  expect(pausedTimingWords(null, true)).toBeNull();
});
