import { addDays, addMonths, toDay } from './days';

describe('toDay: the UK day of an instant, a diary date as it is', () => {
  it('counts an Observation checked at 23:30 UTC in summer for the next UK day', () => {
    expect(toDay('2026-06-01T23:30:00Z')).toBe('2026-06-02');
    expect(toDay('2026-06-01T23:30:00.000Z')).toBe('2026-06-02');
  });

  it('counts "now" at 23:30 UTC in summer as the next UK day', () => {
    expect(toDay(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
  });

  it('in winter the UK day is the UTC day', () => {
    expect(toDay('2026-01-15T23:30:00Z')).toBe('2026-01-15');
    expect(toDay(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('keeps a diary date (AWSDate) as it is and refuses anything else', () => {
    expect(toDay('2026-06-02')).toBe('2026-06-02');
    expect(() => toDay('2026-06-01T23:30')).toThrow(RangeError);
    expect(() => toDay('yesterday')).toThrow(RangeError);
  });

  it('does date arithmetic on the date alone, across the clock change', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addMonths('2026-10-31', -1)).toBe('2026-09-30');
  });
});
