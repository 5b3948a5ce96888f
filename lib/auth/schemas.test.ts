import {
  changePasswordSchema,
  confirmEmailSchema,
  fieldMessages,
  newPasswordChallengeSchema,
  normalisePhone,
  passwordRules,
  signInSchema,
  signUpSchema,
} from './schemas';
import { checkForm } from '@/lib/forms/form-state';

const validSignUp = {
  email: ' Jo@Example.com ',
  password: 'Str0ng-Pass',
  prefix: 'Ms',
  givenName: ' Jo ',
  familyName: 'Bloggs',
  phone: '07700 900123',
  termsConsent: 'on',
  healthConsent: 'on',
};

/** The first message per field, as the forms show them. */
function errorsOf(
  schema: Parameters<typeof checkForm>[0],
  input: Record<string, unknown>,
): Record<string, string | undefined> {
  const check = checkForm(schema, input as Record<string, string>);
  return check.ok ? {} : check.errors;
}

describe('empty-field messages (spec section 5)', () => {
  it('names the username and password on sign-in', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: fieldMessages.username,
      password: fieldMessages.password,
    });
  });

  it('names the confirmation code', () => {
    expect(errorsOf(confirmEmailSchema, { email: 'jo@example.com', code: '  ' })).toEqual({
      code: fieldMessages.confirmationCode,
    });
  });

  it('names the challenge response', () => {
    expect(errorsOf(newPasswordChallengeSchema, { newPassword: '' })).toEqual({
      newPassword: fieldMessages.challengeResponse,
    });
  });
});

describe('signInSchema', () => {
  it('trims the email but keeps the password exactly as typed', () => {
    expect(signInSchema.parse({ email: ' jo@example.com ', password: ' old pass ' })).toEqual({
      email: 'jo@example.com',
      password: ' old pass ',
    });
  });

  it('refuses something that is not an email', () => {
    expect(errorsOf(signInSchema, { email: 'jo', password: 'x' }).email).toMatch(/right format/);
  });
});

describe('password policy (spec section 5)', () => {
  it.each([
    ['Sh0rt-x', /8 characters/],
    ['n0-capitals!', /capital/],
    ['N0-LOWERCASE!', /lowercase/],
    ['No-Numbers!', /number/],
    ['N0Symbols1', /symbol/],
    [' Lead1ng-space', /space/],
  ])('refuses %p', (password, message) => {
    const errors = errorsOf(signUpSchema, { ...validSignUp, password });
    expect(errors.password).toMatch(message);
  });

  it('accepts a password that meets every rule, and the checklist agrees', () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
    expect(passwordRules.every((rule) => rule.test(validSignUp.password))).toBe(true);
  });

  it('the checklist reports each missing rule', () => {
    const unmet = passwordRules.filter((rule) => !rule.test('abc')).map((rule) => rule.id);
    expect(unmet).toEqual(['length', 'upper', 'number', 'symbol']);
  });
});

describe('signUpSchema', () => {
  it('normalises what she typed', () => {
    expect(signUpSchema.parse(validSignUp)).toEqual({
      email: 'Jo@Example.com',
      password: 'Str0ng-Pass',
      prefix: 'Ms',
      givenName: 'Jo',
      familyName: 'Bloggs',
      phone: '+447700900123',
      termsConsent: 'on',
      healthConsent: 'on',
    });
  });

  it('needs both consents, each on its own (unticked boxes are absent from the form data)', () => {
    const { termsConsent: _terms, healthConsent: _health, ...rest } = validSignUp;
    const errors = errorsOf(signUpSchema, rest);
    expect(errors.termsConsent).toMatch(/terms/);
    expect(errors.healthConsent).toMatch(/health/);
  });

  it('treats title and phone as optional', () => {
    const parsed = signUpSchema.parse({ ...validSignUp, prefix: '', phone: '' });
    expect(parsed.prefix).toBe('');
    expect(parsed.phone).toBe('');
  });

  it('refuses a title that is not offered', () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, prefix: 'Lord' }).prefix).toBeDefined();
  });

  it('explains a phone number it cannot read', () => {
    expect(errorsOf(signUpSchema, { ...validSignUp, phone: '12345' }).phone).toMatch(/07700 900123/);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['020 7946 0018', '+442079460018'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['', ''],
  ])('%p becomes %p', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it.each(['12345', '7700900123', '+44 7700', '+0 1234 5678', 'call me'])('refuses %p', (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
});

describe('changePasswordSchema', () => {
  it('refuses the same password again', () => {
    expect(
      errorsOf(changePasswordSchema, { oldPassword: 'Str0ng-Pass', newPassword: 'Str0ng-Pass' }).newPassword,
    ).toMatch(/different/);
  });
});
