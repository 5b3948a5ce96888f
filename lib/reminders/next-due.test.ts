import { londonInstant } from './local-date';
import { nextDue, reminderSendKey, typicalCycleDays } from './next-due';
import type { ReminderPlan } from './types';

const plan = (overrides: Partial<ReminderPlan>): ReminderPlan => ({
  frequency: 'MONTHLY',
  timing: 'day-of-month',
  dayOfMonth: 1,
  time: '09:00',
  startDate: '2026-01-05',
  channel: 'email',
  ...overrides,
});

const at = (iso: string) => new Date(iso);

describe('londonInstant', () => {
  it('is GMT in winter and BST in summer', () => {
    expect(londonInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(londonInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: clocks go forward at 01:00 GMT; 25 October 2026: back at 02:00 BST.
    expect(londonInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(londonInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(londonInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(londonInstant('2026-10-25', '00:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
  });

  it('moves a time the clocks skip forward by an hour, and takes the first of a repeated time', () => {
    expect(londonInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(londonInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('rejects impossible dates and times', () => {
    expect(() => londonInstant('2026-02-30', '09:00')).toThrow(RangeError);
    expect(() => londonInstant('2026-02-01', '24:00')).toThrow(RangeError);
  });
});

describe('nextDue', () => {
  it('is null when she wants no reminders', () => {
    expect(nextDue(plan({ frequency: 'NONE' }), at('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('gives the chosen day of this month when its time is still ahead, else next month', () => {
    const monthly = plan({ dayOfMonth: 10 });
    expect(nextDue(monthly, at('2026-01-10T08:59:00Z'))).toMatchObject({ date: '2026-01-10', basis: 'day-of-month' });
    expect(nextDue(monthly, at('2026-01-10T09:00:00Z'))?.date).toBe('2026-02-10');
  });

  it('clamps the 31st to the last day of shorter months, including leap-year February', () => {
    const last = plan({ dayOfMonth: 31 });
    expect(nextDue(last, at('2026-02-01T00:00:00Z'))?.date).toBe('2026-02-28');
    expect(nextDue(last, at('2028-02-01T00:00:00Z'))?.date).toBe('2028-02-29');
    expect(nextDue(last, at('2026-04-05T00:00:00Z'))?.date).toBe('2026-04-30');
    expect(nextDue(last, at('2026-03-01T00:00:00Z'))?.date).toBe('2026-03-31');
    expect(nextDue(plan({ dayOfMonth: 29 }), at('2100-02-01T00:00:00Z'))?.date).toBe('2100-02-28');
  });

  it('refuses a plan with an impossible day instead of drifting into the previous month', () => {
    expect(() => nextDue(plan({ dayOfMonth: 0 }), at('2026-02-01T00:00:00Z'))).toThrow();
  });

  it('rolls over the year end', () => {
    expect(nextDue(plan({ dayOfMonth: 5 }), at('2026-12-20T00:00:00Z'))?.date).toBe('2027-01-05');
  });

  it('keeps her time of day across the clock change, so the UTC instant moves', () => {
    const monthly = plan({ dayOfMonth: 29, time: '19:30' });
    expect(nextDue(monthly, at('2026-03-01T00:00:00Z'))?.at.toISOString()).toBe('2026-03-29T18:30:00.000Z');
    expect(nextDue(monthly, at('2026-10-01T00:00:00Z'))?.at.toISOString()).toBe('2026-10-29T19:30:00.000Z');
  });

  it('uses the London date near midnight, not the UTC one', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London: the 1st's 09:00 reminder is still ahead.
    expect(nextDue(plan({ dayOfMonth: 1 }), at('2026-05-31T23:30:00Z'))?.at.toISOString()).toBe(
      '2026-06-01T08:00:00.000Z',
    );
  });

  it('repeats weekly and fortnightly from the day the plan was set, across the clock change', () => {
    const weekly = plan({ frequency: 'WEEKLY', startDate: '2026-03-15' });
    expect(nextDue(weekly, at('2026-03-15T08:00:00Z'))).toMatchObject({ date: '2026-03-15', basis: 'interval' });
    expect(nextDue(weekly, at('2026-03-23T00:00:00Z'))?.at.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    const fortnightly = plan({ frequency: 'FORTNIGHTLY', startDate: '2026-03-15' });
    expect(nextDue(fortnightly, at('2026-03-16T00:00:00Z'))?.date).toBe('2026-03-29');
    expect(nextDue(fortnightly, at('2026-10-20T00:00:00Z'))?.at.toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('waits for a plan that starts in the future', () => {
    expect(nextDue(plan({ frequency: 'WEEKLY', startDate: '2026-06-01' }), at('2026-01-01T00:00:00Z'))?.date).toBe(
      '2026-06-01',
    );
  });

  describe('a few days after her period ends', () => {
    const cycle = plan({ timing: 'cycle', dayOfMonth: 20 });

    it('is ten days after her latest recorded start: five after a typical five-day period', () => {
      expect(nextDue(cycle, at('2026-04-03T00:00:00Z'), ['2026-02-28', '2026-03-30'])).toMatchObject({
        date: '2026-04-09',
        basis: 'cycle',
      });
    });

    it('predicts the next start from her recorded cycle once that day has passed', () => {
      // 09:00 in London is 08:00 UTC in April. Starts 30 days apart: the next is expected on 29 April, so 9 May.
      expect(nextDue(cycle, at('2026-04-09T07:59:00Z'), ['2026-02-28', '2026-03-30'])?.date).toBe('2026-04-09');
      expect(nextDue(cycle, at('2026-04-10T00:00:00Z'), ['2026-02-28', '2026-03-30'])?.date).toBe('2026-05-09');
    });

    it('falls back to her chosen day when no period is recorded or the records are stale', () => {
      expect(nextDue(cycle, at('2026-04-03T00:00:00Z'), [])).toMatchObject({
        date: '2026-04-20',
        basis: 'day-of-month',
      });
      expect(nextDue(cycle, at('2026-09-03T00:00:00Z'), ['2026-03-30'])?.basis).toBe('day-of-month');
    });

    it('ignores starts recorded in the future', () => {
      expect(nextDue(cycle, at('2026-04-03T00:00:00Z'), ['2026-05-01'])?.basis).toBe('day-of-month');
    });
  });
});

describe('typicalCycleDays', () => {
  it('is the median plausible gap, 28 days when there is none', () => {
    expect(typicalCycleDays(['2026-01-01'])).toBe(28);
    expect(typicalCycleDays(['2026-01-01', '2026-01-27', '2026-02-27', '2026-03-27'])).toBe(28);
    // A 90-day gap is a missed record, not a cycle.
    expect(typicalCycleDays(['2026-01-01', '2026-04-01', '2026-05-03'])).toBe(32);
  });
});

describe('reminderSendKey', () => {
  it('is one key per user and due date', () => {
    expect(reminderSendKey('u-1', '2026-04-06')).toBe(reminderSendKey('u-1', '2026-04-06'));
    expect(reminderSendKey('u-1', '2026-04-06')).not.toBe(reminderSendKey('u-2', '2026-04-06'));
    expect(reminderSendKey('u-1', '2026-04-06')).not.toBe(reminderSendKey('u-1', '2026-05-06'));
    expect(() => reminderSendKey('u-1', '6 April')).toThrow(RangeError);
  });
});
