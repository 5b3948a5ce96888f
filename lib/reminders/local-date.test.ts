import { londonDate } from './local-date';

describe('londonDate: her UK day, whatever the server clock', () => {
  it('in British Summer Time, 23:30 UTC is already the next day', () => {
    expect(londonDate(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
    expect(londonDate('2026-06-01T23:30:00.000Z')).toBe('2026-06-02');
    expect(londonDate('2026-06-01T22:59:59Z')).toBe('2026-06-01');
  });

  it('in winter the UK day is the UTC day', () => {
    expect(londonDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
    expect(londonDate('2026-01-16T00:00:00Z')).toBe('2026-01-16');
  });

  it('reads an instant given with another offset', () => {
    expect(londonDate('2026-06-02T00:30:00+01:00')).toBe('2026-06-02');
    expect(londonDate('2026-06-01T20:00:00-05:00')).toBe('2026-06-02');
  });

  it('refuses something that is not an instant', () => {
    expect(() => londonDate('not a date')).toThrow(RangeError);
  });
});
