import { DataError } from '@/lib/data/errors';
import { initialFormState } from '@/lib/forms/form-state';
import type { SettingsField, SettingsState } from '@/lib/forms/settings';

/**
 * saveSettings is lib/actions' wrapper around the settings schema (the wrapper's own behaviour is tested in
 * lib/actions/form-action.test.ts); here: what settings sends to the API and what the form shows next.
 */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'user-1', accessToken: 'her-token' }) }));
const updateProfileDetails = jest.fn();
// Her sign-in account's side is tested against the local stack in actions.integration.test.ts.
const saveIdentityDetails = jest.fn();
jest.mock('@/lib/auth/identity-details', () => ({
  saveIdentityDetails: (token: string, values: unknown) => saveIdentityDetails(token, values),
}));
jest.mock('@/lib/data/users', () => ({
  updateProfileDetails: (...args: unknown[]) => updateProfileDetails(...args),
}));
const checkDetailsUnchanged = jest.fn();
jest.mock('@/lib/data/details-unchanged', () => ({
  checkDetailsUnchanged: (...args: unknown[]) => checkDetailsUnchanged(...args),
}));
// Putting her sign-in account back after a conflict is tested against the local stack (actions.integration.test.ts).
jest.mock('@/lib/data/stored-user', () => ({ storedIdentityDetails: jest.fn() }));

// Imported after the mocks so the action picks them up.
const { saveSettings } = require('./actions') as typeof import('./actions');

const initial: SettingsState = { ...initialFormState<SettingsField>(), version: 3 };

/** Her details as the page read them, in the form's hidden field. */
const READ = { prefix: null, given: 'Ada', family: null, dob: null, phone: '+447700900982' };

function form(fields: Record<string, string>, read: string | null = JSON.stringify(READ)): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (read !== null) data.set('expected', read);
  return data;
}

beforeEach(() => {
  updateProfileDetails.mockReset();
  saveIdentityDetails.mockReset();
  checkDetailsUnchanged.mockReset();
});

test('valid details are saved and confirmed; the form shows what was stored', async () => {
  updateProfileDetails.mockResolvedValue({
    prefix: 'Dr',
    givenName: 'Ada',
    familyName: null,
    dateOfBirth: '1985-04-23',
    phone: null,
    reminder: 'MONTHLY',
    read: { prefix: 'Dr', given: 'Ada', family: null, dob: '1985-04-23', phone: null, gpQuestions: 'not hers to send' },
  });
  const state = await saveSettings(
    initial,
    // A hand-made request that still names a reminder frequency: it is not passed on, so /plan's choice stands.
    form({ prefix: 'Dr', given: ' Ada ', 'dob-day': '23', 'dob-month': '4', 'dob-year': '1985', reminder: 'NONE' }),
  );
  const stored = { prefix: 'Dr', given: 'Ada', family: null, dob: '1985-04-23', phone: null };
  expect(checkDetailsUnchanged).toHaveBeenCalledWith('user-1', stored, READ);
  expect(updateProfileDetails).toHaveBeenCalledWith(stored, READ);
  expect(saveIdentityDetails).toHaveBeenCalledWith('her-token', stored);
  expect(state).toMatchObject({ status: 'saved', message: 'Your details have been saved.', version: 4 });
  expect(state.values).toEqual({
    prefix: 'Dr',
    given: 'Ada',
    family: '',
    'dob-day': '23',
    'dob-month': '4',
    'dob-year': '1985',
    phone: '',
    // Her details as now stored (those alone), so saving again from this form is not a conflict with itself.
    expected: JSON.stringify({ prefix: 'Dr', given: 'Ada', family: null, dob: '1985-04-23', phone: null }),
  });
});

test('invalid details are not sent; the errors name the fields and what she typed comes back', async () => {
  const state = await saveSettings(
    initial,
    form({ given: 'Ada', phone: 'call me', 'dob-day': '31', 'dob-month': '2', 'dob-year': '1980' }),
  );
  expect(updateProfileDetails).not.toHaveBeenCalled();
  expect(saveIdentityDetails).not.toHaveBeenCalled();
  expect(state).toMatchObject({
    status: 'invalid',
    errors: { phone: expect.stringContaining('phone number'), dob: 'Enter your date of birth as a real date' },
  });
  expect(state.values).toMatchObject({ given: 'Ada', phone: 'call me', 'dob-day': '31', 'dob-month': '2' });
});

test('details saved in another window since this form was filled: neither her sign-in account nor her record is written', async () => {
  checkDetailsUnchanged.mockRejectedValue(new DataError('conflict', 'UpdateAccountUser', 'Conflict'));
  jest.spyOn(console, 'error').mockImplementationOnce(() => undefined); // the failure's log line
  const typed = { given: 'Ada', family: 'Lovelace' };
  const state = await saveSettings(initial, form(typed));
  expect(checkDetailsUnchanged).toHaveBeenCalledWith('user-1', expect.objectContaining({ given: 'Ada' }), READ);
  expect(saveIdentityDetails).not.toHaveBeenCalled();
  expect(updateProfileDetails).not.toHaveBeenCalled();
  expect(state.status).toBe('failed');
  expect(state.message).toMatch(/^Your details were not saved: your account was changed in another window/);
  expect(state.message).toMatch(/What you typed is still here/);
  expect(state.values).toMatchObject(typed);
});

test('a form without what it read (an out-of-date page) saves nothing', async () => {
  const state = await saveSettings(initial, form({ given: 'Ada' }, null));
  expect(state.status).toBe('failed');
  expect(saveIdentityDetails).not.toHaveBeenCalled();
  expect(updateProfileDetails).not.toHaveBeenCalled();
});
