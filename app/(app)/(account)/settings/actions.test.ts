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
jest.mock('@/lib/data/users', () => ({ updateProfileDetails: (values: unknown) => updateProfileDetails(values) }));

// Imported after the mocks so the action picks them up.
const { saveSettings } = require('./actions') as typeof import('./actions');

const initial: SettingsState = { ...initialFormState<SettingsField>(), version: 3 };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeEach(() => {
  updateProfileDetails.mockReset();
  saveIdentityDetails.mockReset();
});

test('valid details are saved and confirmed; the form shows what was stored', async () => {
  updateProfileDetails.mockResolvedValue({
    prefix: 'Dr',
    givenName: 'Ada',
    familyName: null,
    dateOfBirth: '1985-04-23',
    phone: null,
    reminder: 'MONTHLY',
  });
  const state = await saveSettings(
    initial,
    // A hand-made request that still names a reminder frequency: it is not passed on, so /plan's choice stands.
    form({ prefix: 'Dr', given: ' Ada ', 'dob-day': '23', 'dob-month': '4', 'dob-year': '1985', reminder: 'NONE' }),
  );
  const stored = { prefix: 'Dr', given: 'Ada', family: null, dob: '1985-04-23', phone: null };
  expect(updateProfileDetails).toHaveBeenCalledWith(stored);
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
