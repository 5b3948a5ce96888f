import { hasControlCharacters, isCalendarDate, isDateOfBirth, normalisePhone } from './rules';

describe('normalisePhone: one format (E.164) everywhere', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['(020) 7946 0018', '+442079460018'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['0044 (0)7700 900123', '+447700900123'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['', ''],
  ])('%p becomes %p', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it.each(['12345', '7700900123', '+44 7700', '+44 7700 900123 999', '+0 1234 5678', '+1234567890123456', 'call me'])(
    'refuses %p',
    (raw) => {
      expect(normalisePhone(raw)).toBeNull();
    },
  );
});

test('calendar dates must exist', () => {
  expect(isCalendarDate('2024-02-29')).toBe(true);
  expect(isCalendarDate('2023-02-29')).toBe(false);
  expect(isCalendarDate('2024-13-01')).toBe(false);
  expect(isCalendarDate('10/12/1980')).toBe(false);
});

test('a date of birth is for an age from 18 to 120 on the day, both ends included', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  expect(isDateOfBirth('2007-06-01', now)).toBe(true);
  expect(isDateOfBirth('2007-06-02', now)).toBe(false);
  expect(isDateOfBirth('2009-06-01', now)).toBe(false); // 16: the service is for 18 and over
  expect(isDateOfBirth('2008-01-01', now)).toBe(false); // 17
  expect(isDateOfBirth('1905-06-01', now)).toBe(true);
  expect(isDateOfBirth('1905-05-31', now)).toBe(false);
  expect(isDateOfBirth('1980-02-30', now)).toBe(false);
});

test('her 18th birthday counts from the start of her UK day, in summer an hour before UTC midnight', () => {
  expect(isDateOfBirth('2008-06-02', new Date('2026-06-01T23:30:00Z'))).toBe(true);
  expect(isDateOfBirth('2008-06-03', new Date('2026-06-01T23:30:00Z'))).toBe(false);
  expect(isDateOfBirth('2008-01-16', new Date('2026-01-15T23:30:00Z'))).toBe(false);
});

test('single-line text refuses every control character; multi-line text keeps line breaks and tabs', () => {
  expect(hasControlCharacters('tab\there')).toBe(true);
  expect(hasControlCharacters('line\nbreak')).toBe(true);
  expect(hasControlCharacters('line\r\nbreak\tand tab', { multiline: true })).toBe(false);
  expect(hasControlCharacters('bell\u0007', { multiline: true })).toBe(true);
  expect(hasControlCharacters('Zoë O’Brien-Smith')).toBe(false);
});
