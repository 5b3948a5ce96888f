import fc from 'fast-check';
import { daysBetween, daysInMonth, londonDate, londonOffsetMinutes } from './local-date';
import { nextDue } from './next-due';
import type { ReminderPlan } from './types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const instant = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2032-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const plan = (overrides: Partial<ReminderPlan>): ReminderPlan => ({
  frequency: 'MONTHLY',
  timing: 'day-of-month',
  dayOfMonth: 1,
  time: '09:00',
  startDate: '2024-01-01',
  channel: 'email',
  ...overrides,
});

/** London wall-clock `HH:MM` of an instant. */
function londonTime(at: Date): string {
  return new Date(at.getTime() + londonOffsetMinutes(at) * 60_000).toISOString().slice(11, 16);
}

describe('nextDue properties', () => {
  it('monthly: the clamped day, her time in London, after now and within one month', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 31 }), time, (now, day, at) => {
        const due = nextDue(plan({ dayOfMonth: day, time: at }), now)!;
        const [year, month, date] = due.date.split('-').map(Number) as [number, number, number];
        expect(date).toBe(Math.min(day, daysInMonth(year, month)));
        expect(londonDate(due.at)).toBe(due.date);
        // Only a time the clocks skip (01:00-01:59 on the last Sunday of March) reads an hour later.
        if (londonTime(due.at) !== at) expect(at.startsWith('01:')).toBe(true);
        expect(due.at.getTime()).toBeGreaterThan(now.getTime());
        expect(due.at.getTime() - now.getTime()).toBeLessThanOrEqual(31 * DAY_MS + HOUR_MS);
      }),
      { numRuns: 300 },
    );
  });

  it('weekly and fortnightly: a whole number of intervals from the start, never more than one interval away', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom('WEEKLY', 'FORTNIGHTLY') as fc.Arbitrary<'WEEKLY' | 'FORTNIGHTLY'>,
        time,
        (now, frequency, at) => {
          const interval = frequency === 'WEEKLY' ? 7 : 14;
          const due = nextDue(plan({ frequency, time: at, startDate: '2024-01-03' }), now)!;
          expect(daysBetween('2024-01-03', due.date) % interval).toBe(0);
          expect(due.at.getTime()).toBeGreaterThan(now.getTime());
          expect(due.at.getTime() - now.getTime()).toBeLessThanOrEqual(interval * DAY_MS + HOUR_MS);
        },
      ),
      { numRuns: 300 },
    );
  });
});
