import { londonDate } from './local-date';
import { nextDue } from './next-due';
import { planStartDate } from './plan-start';
import type { ReminderPlan } from './types';
import { weekdayOf, type Weekday } from './weekday';

/** Her weekly plan, set at 09:00 on Monday 30 November 2026: next due Monday 7 December. */
const weekly: ReminderPlan = {
  frequency: 'WEEKLY',
  timing: 'day-of-month',
  dayOfMonth: 1,
  time: '09:00',
  startDate: '2026-11-30',
  channel: 'email',
};

/**
 * The plan /plan saves when she presses "Save my reminders" at `now` with `changes`; the form shows the saved
 * plan's weekday unless she picks another.
 */
function resaved(
  saved: ReminderPlan,
  now: Date,
  changes: Partial<ReminderPlan> = {},
  weekday: Weekday = weekdayOf(saved.startDate),
): ReminderPlan {
  const frequency = changes.frequency ?? saved.frequency;
  return { ...saved, ...changes, startDate: planStartDate(saved, { frequency, weekday }, londonDate(now)) };
}

test('saving a weekly plan again unchanged, the next morning, keeps its Monday', () => {
  const now = new Date('2026-12-01T08:00:00Z');
  expect(nextDue(resaved(weekly, now), now)?.date).toBe('2026-12-07');
});

test('a new time keeps her weekday', () => {
  const now = new Date('2026-12-02T12:00:00Z');
  expect(nextDue(resaved(weekly, now, { time: '19:30' }), now)?.date).toBe('2026-12-07');
});

test('a fortnightly plan saved again in its off week keeps its fortnight', () => {
  const fortnightly = { ...weekly, frequency: 'FORTNIGHTLY' as const };
  const now = new Date('2026-12-08T12:00:00Z');
  expect(nextDue(resaved(fortnightly, now), now)?.date).toBe('2026-12-14');
});

test('a new frequency, or reminders after none, starts from today on today’s weekday (the form’s default)', () => {
  const now = new Date('2026-12-02T08:00:00Z');
  expect(resaved(weekly, now, { frequency: 'FORTNIGHTLY' }, 'WEDNESDAY').startDate).toBe('2026-12-02');
  expect(resaved({ ...weekly, frequency: 'NONE' }, now, { frequency: 'WEEKLY' }, 'WEDNESDAY').startDate).toBe(
    '2026-12-02',
  );
  expect(planStartDate(null, { frequency: 'WEEKLY', weekday: 'WEDNESDAY' }, '2026-12-02')).toBe('2026-12-02');
});

test('another weekday moves her weekly plan to that day’s next date', () => {
  // Wednesday 2 December: Friday is the 4th; Monday, her old day, is the 7th; Wednesday is today.
  const now = new Date('2026-12-02T08:00:00Z');
  expect(resaved(weekly, now, {}, 'FRIDAY').startDate).toBe('2026-12-04');
  expect(nextDue(resaved(weekly, now, {}, 'FRIDAY'), now)?.date).toBe('2026-12-04');
  expect(resaved(weekly, now, {}, 'WEDNESDAY').startDate).toBe('2026-12-02');
  expect(resaved(weekly, now, {}, 'TUESDAY').startDate).toBe('2026-12-08');
});

test('a fortnightly plan moved to another weekday counts its fortnights from that day', () => {
  const fortnightly = { ...weekly, frequency: 'FORTNIGHTLY' as const };
  const now = new Date('2026-12-08T12:00:00Z'); // Tuesday, in her off week
  const moved = resaved(fortnightly, now, {}, 'THURSDAY');
  expect(moved.startDate).toBe('2026-12-10');
  expect(nextDue(moved, new Date('2026-12-10T12:00:00Z'))?.date).toBe('2026-12-24');
});

test('a plan moved to a later weekday keeps that day when saved again before it comes', () => {
  // Moved to Friday 4 December on Wednesday; a new time saved on Thursday keeps Friday the 4th.
  const moved = resaved(weekly, new Date('2026-12-02T08:00:00Z'), {}, 'FRIDAY');
  const now = new Date('2026-12-03T08:00:00Z');
  expect(resaved(moved, now, { time: '19:30' }).startDate).toBe('2026-12-04');
});

test('a monthly plan ignores the weekday', () => {
  const monthly = { ...weekly, frequency: 'MONTHLY' as const };
  expect(resaved(monthly, new Date('2026-12-02T08:00:00Z'), {}, 'FRIDAY').startDate).toBe('2026-11-30');
});
