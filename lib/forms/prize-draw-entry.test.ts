import { checkForm } from './form-state';
import { freeEntrySchema, type FreeEntryField } from './prize-draw-entry';

const check = (input: Record<string, string>) =>
  checkForm<typeof freeEntrySchema, FreeEntryField>(freeEntrySchema, input);

describe('free prize-draw entry form', () => {
  it('accepts a name, an email and the confirmation, trimmed', () => {
    expect(check({ name: '  Ann Lee ', email: ' ann@example.com ', confirm: 'yes' })).toEqual({
      ok: true,
      values: { name: 'Ann Lee', email: 'ann@example.com', confirm: 'yes' },
    });
  });

  it('says what is missing, field by field', () => {
    expect(check({ name: ' ', email: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name',
        email: 'Enter your email address',
        confirm: 'Confirm that you live in the UK, are 18 or over and agree to the prize-draw rules',
      },
    });
  });

  it('refuses an email in the wrong format and a name over 100 characters', () => {
    const result = check({ name: 'a'.repeat(101), email: 'ann@', confirm: 'yes' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Your name must be 100 characters or fewer',
        email: 'Enter an email address in the right format, like name@example.com',
      },
    });
  });
});
