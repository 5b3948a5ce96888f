import { londonDate } from './local-date';
import { nextDue } from './next-due';
import { planStartDate } from './plan-start';
import type { ReminderPlan } from './types';

/** Her weekly plan, set at 09:00 on Monday 30 November 2026: next due Monday 7 December. */
const weekly: ReminderPlan = {
  frequency: 'WEEKLY',
  timing: 'day-of-month',
  dayOfMonth: 1,
  time: '09:00',
  startDate: '2026-11-30',
  channel: 'email',
};

/** The plan /plan saves when she presses "Save my reminders" at `now` with `changes`. */
function resaved(saved: ReminderPlan, now: Date, changes: Partial<ReminderPlan> = {}): ReminderPlan {
  const frequency = changes.frequency ?? saved.frequency;
  return { ...saved, ...changes, startDate: planStartDate(saved, frequency, londonDate(now)) };
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

test('a new frequency, or reminders after none, starts from today', () => {
  const now = new Date('2026-12-02T08:00:00Z');
  expect(resaved(weekly, now, { frequency: 'FORTNIGHTLY' }).startDate).toBe('2026-12-02');
  expect(resaved({ ...weekly, frequency: 'NONE' }, now, { frequency: 'WEEKLY' }).startDate).toBe('2026-12-02');
  expect(planStartDate(null, 'WEEKLY', '2026-12-02')).toBe('2026-12-02');
});
