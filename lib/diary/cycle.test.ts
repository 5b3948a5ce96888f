import { checkPeriodStart, cycleDay, cycleLengths, DEFAULT_CYCLE_DAYS, usualCycleLength } from './cycle';
import { addDays, daysBetween, shortDate } from './dates';

describe('cycle day', () => {
  test('is 1 on the first day of the period', () => {
    expect(cycleDay('2025-06-03', '2025-06-03')).toBe(1);
    expect(cycleDay('2025-06-03', '2025-06-10')).toBe(8);
  });

  test('counts across month ends and the year end', () => {
    expect(cycleDay('2025-01-30', '2025-02-02')).toBe(4);
    expect(cycleDay('2025-04-28', '2025-05-01')).toBe(4);
    expect(cycleDay('2024-12-20', '2025-01-05')).toBe(17);
  });

  test('counts 29 February in a leap year and not in other years', () => {
    expect(cycleDay('2024-02-27', '2024-03-01')).toBe(4);
    expect(cycleDay('2023-02-27', '2023-03-01')).toBe(3);
    expect(cycleDay('2000-02-27', '2000-03-01')).toBe(4);
    expect(cycleDay('1900-02-27', '1900-03-01')).toBe(3);
  });

  test('is not shifted by the clocks changing', () => {
    expect(cycleDay('2025-03-29', '2025-03-31')).toBe(3);
    expect(cycleDay('2025-10-25', '2025-10-27')).toBe(3);
  });

  test('is null when the period start is after the day', () => {
    expect(cycleDay('2025-06-11', '2025-06-10')).toBeNull();
  });
});

describe('period start on the form', () => {
  test('after the check is refused with a message for the field', () => {
    expect(checkPeriodStart('2025-06-11', '2025-06-10')).toEqual({
      ok: false,
      message: 'The first day of your last period cannot be after the day of the check.',
    });
  });

  test('more than a year before is refused and points to the no-periods choice', () => {
    expect(checkPeriodStart('2024-06-09', '2025-06-10')).toMatchObject({
      ok: false,
      message: expect.stringContaining('choose a reason'),
    });
    expect(checkPeriodStart('2024-06-10', '2025-06-10')).toEqual({ ok: true });
  });

  test('the same day or earlier is fine', () => {
    expect(checkPeriodStart('2025-06-10', '2025-06-10')).toEqual({ ok: true });
  });
});

describe('cycle lengths', () => {
  test('are the gaps between period starts, in order, repeats and implausible gaps left out', () => {
    expect(cycleLengths(['2025-03-01', '2025-01-05', '2025-02-02', '2025-02-02', '2025-06-20'])).toEqual([28, 27]);
  });

  test('her usual length is the median, or 28 days when she has recorded none', () => {
    expect(usualCycleLength([])).toBe(DEFAULT_CYCLE_DAYS);
    expect(usualCycleLength([30, 26, 35])).toBe(30);
    expect(usualCycleLength([26, 29])).toBe(28);
  });
});

describe('dates', () => {
  test('day arithmetic', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(() => daysBetween('2025-02-30', '2025-03-01')).toThrow(RangeError);
  });

  test('short dates leave out the year when it is this year', () => {
    expect(shortDate('2025-10-12', '2025-11-01')).toBe('12 Oct');
    expect(shortDate('2024-10-12', '2025-11-01')).toBe('12 Oct 2024');
  });
});
