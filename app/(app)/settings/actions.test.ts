import { DataError } from '@/lib/data/errors';
import type { SettingsState } from './settings-state';

/** The action with its Next.js surroundings replaced: request headers, the session check and the API call. */
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
const requireUser = jest.fn(async () => ({ sub: 'user-1' }));
jest.mock('@/lib/auth/session', () => ({ requireUser: () => requireUser() }));
const updateProfileDetails = jest.fn();
jest.mock('@/lib/data/users', () => ({ updateProfileDetails: (values: unknown) => updateProfileDetails(values) }));

// Imported after the mocks so the action picks them up.
const { saveSettings } = require('./actions') as typeof import('./actions');

const initial: SettingsState = {
  status: 'idle',
  message: '',
  errors: {},
  values: { prefix: '', given: '', family: '', dob: '', phone: '', reminder: 'NONE' },
  version: 3,
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ reminder: 'MONTHLY', ...fields })) data.set(name, value);
  return data;
}

beforeEach(() => {
  requestHeaders = new Headers({ origin: 'http://localhost:3300', host: 'localhost:3300' });
  updateProfileDetails.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('valid details are saved and confirmed; the form shows what was stored', async () => {
  updateProfileDetails.mockResolvedValue({
    prefix: 'Dr', givenName: 'Ada', familyName: null, dateOfBirth: null, phone: null, reminder: 'MONTHLY',
  });
  const state = await saveSettings(initial, form({ prefix: 'Dr', given: ' Ada ' }));
  expect(requireUser).toHaveBeenCalled();
  expect(updateProfileDetails).toHaveBeenCalledWith({ prefix: 'Dr', given: 'Ada', family: null, dob: null, phone: null, reminder: 'MONTHLY' });
  expect(state).toMatchObject({ status: 'saved', message: 'Your details have been saved.', version: 4 });
  expect(state.values).toEqual({ prefix: 'Dr', given: 'Ada', family: '', dob: '', phone: '', reminder: 'MONTHLY' });
});

test('invalid details are not sent; the errors name the fields and what she typed comes back', async () => {
  const state = await saveSettings(initial, form({ given: 'Ada', phone: 'call me' }));
  expect(updateProfileDetails).not.toHaveBeenCalled();
  expect(state).toMatchObject({ status: 'invalid', errors: { phone: expect.stringContaining('phone number') } });
  expect(state.values).toMatchObject({ given: 'Ada', phone: 'call me' });
});

test.each([
  ['another origin', { origin: 'https://evil.example', host: 'localhost:3300' }],
  ['no origin', { host: 'localhost:3300' }],
])('a request from %s is refused without saving', async (_label, headers) => {
  requestHeaders = new Headers(headers);
  const state = await saveSettings(initial, form({ given: 'Mallory' }));
  expect(updateProfileDetails).not.toHaveBeenCalled();
  expect(state.status).toBe('failed');
});

test('an oversize field is refused without saving, and is not echoed back in full', async () => {
  const state = await saveSettings(initial, form({ given: 'x'.repeat(200_000) }));
  expect(updateProfileDetails).not.toHaveBeenCalled();
  expect(state.status).toBe('invalid');
  expect(state.values.given.length).toBeLessThanOrEqual(1000);
});

test('an unreachable API keeps what she typed and says so calmly', async () => {
  updateProfileDetails.mockRejectedValue(new DataError('unavailable', 'UpdateAccountUser', 'TypeError'));
  const state = await saveSettings(initial, form({ given: 'Ada', family: 'Lovelace' }));
  expect(state).toMatchObject({ status: 'failed', values: { given: 'Ada', family: 'Lovelace' } });
  expect(state.message).toMatch(/couldn’t save your changes just now/);
  expect(console.error).toHaveBeenCalledWith('[data] UpdateAccountUser failed: unavailable (TypeError)');
});
