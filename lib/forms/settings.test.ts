import { TEXT_LIMITS } from '@/lib/validation/limits';
import { checkSettings, SETTINGS_LIMITS, toUpdateUserInput } from './settings';

const now = new Date('2025-06-01T12:00:00Z');
const valid: Record<string, string> = {
  prefix: 'Dr',
  given: ' Ada ',
  family: 'Lovelace',
  dob: '1980-12-10',
  phone: '+44 7700 900982',
};

test('good input comes back trimmed, the phone number in E.164, ready for the API', () => {
  const result = checkSettings(valid, now);
  expect(result).toEqual({ ok: true, values: { ...valid, given: 'Ada', phone: '+447700900982' } });
  expect(checkSettings({ ...valid, phone: '07700 900982' }, now)).toMatchObject({ values: { phone: '+447700900982' } });
});

test.each([
  ['prefix', TEXT_LIMITS.prefix],
  ['given', TEXT_LIMITS.name],
  ['family', TEXT_LIMITS.name],
] as const)('%s takes the API limit of %i characters and no more', (field, limit) => {
  expect(SETTINGS_LIMITS[field]).toBe(limit);
  expect(checkSettings({ ...valid, [field]: 'x'.repeat(limit) }, now).ok).toBe(true);
  expect(checkSettings({ ...valid, [field]: 'x'.repeat(limit + 1) }, now).ok).toBe(false);
});

test('her reminders are not a settings field: /plan sets them, so an update never sends them', () => {
  const result = checkSettings({ ...valid, reminder: 'NONE' }, now);
  expect(result.ok && toUpdateUserInput(result.values)).not.toHaveProperty('reminder');
});

test('blank optional fields become null, which clears them on the record', () => {
  const result = checkSettings({ ...valid, prefix: ' ', given: '', family: '', dob: '', phone: '' }, now);
  expect(result.ok && toUpdateUserInput(result.values)).toEqual({
    prefix: null,
    given: null,
    family: null,
    dob: null,
    phone: null,
  });
});

test.each([
  ['prefix', 'x'.repeat(21), 'Title must be 20 characters or fewer'],
  ['given', 'x'.repeat(101), 'First name must be 100 characters or fewer'],
  ['family', 'tab\there', 'Last name must not contain special characters'],
  ['dob', '1980-02-30', 'Enter your date of birth as a real date'],
  ['dob', '10/12/1980', 'Enter your date of birth as a real date'],
  ['dob', '2010-01-01', 'Your date of birth must make you between 18 and 120 years old'],
  ['dob', '2008-01-01', 'Your date of birth must make you between 18 and 120 years old'],
  ['dob', '1900-01-01', 'Your date of birth must make you between 18 and 120 years old'],
  ['phone', 'call me', 'Enter a UK phone number like 07700 900982, or an international one starting with +'],
  ['phone', '12345', 'Enter a UK phone number like 07700 900982, or an international one starting with +'],
] as const)('%s %j is refused with a message for the field', (field, value, message) => {
  expect(checkSettings({ ...valid, [field]: value }, now)).toEqual({ ok: false, errors: { [field]: message } });
});

test('the age limits are those of the API: exactly 18 and exactly 120 today are accepted', () => {
  expect(checkSettings({ ...valid, dob: '2007-06-01' }, now).ok).toBe(true);
  expect(checkSettings({ ...valid, dob: '2007-06-02' }, now).ok).toBe(false);
  expect(checkSettings({ ...valid, dob: '1905-06-01' }, now).ok).toBe(true);
  expect(checkSettings({ ...valid, dob: '1905-05-31' }, now).ok).toBe(false);
});

test('the date of birth is typed in three boxes and checked as one date', () => {
  const { dob: _dob, ...rest } = valid;
  const boxes = (day: string, month: string, year: string) => ({
    ...rest,
    'dob-day': day,
    'dob-month': month,
    'dob-year': year,
  });
  expect(checkSettings(boxes('10', '12', '1980'), now)).toMatchObject({ ok: true, values: { dob: '1980-12-10' } });
  expect(checkSettings(boxes('', '', ''), now)).toMatchObject({ ok: true, values: { dob: null } });
  expect(checkSettings(boxes('30', '2', '1980'), now)).toEqual({
    ok: false,
    errors: { dob: 'Enter your date of birth as a real date' },
  });
  expect(checkSettings(boxes('10', '12', ''), now)).toEqual({
    ok: false,
    errors: { dob: 'Enter your date of birth as a real date' },
  });
});
