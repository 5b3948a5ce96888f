import type { AccountUser } from '@/lib/data/account-user';
import { settingsInputOf } from './settings-input';

/** What the details form starts from: her record, and for older accounts what only her sign-in account holds. */
const user = { givenName: 'Ada', familyName: 'Lovelace', dateOfBirth: '1985-12-10' } as AccountUser;
const identity = { 'custom:prefix': 'Dr', phone_number: '+447700900123', given_name: 'Augusta' };

test('a title and phone her record lacks are shown from her sign-in account, so she can correct or remove them', () => {
  expect(settingsInputOf({ ...user, prefix: null, phone: null }, identity)).toMatchObject({
    prefix: 'Dr',
    given: 'Ada',
    phone: '+447700900123',
  });
});

test('what her record holds wins, and without her sign-in account the form shows the record alone', () => {
  expect(settingsInputOf({ ...user, prefix: 'Ms', phone: '+447700900999' }, identity)).toMatchObject({
    prefix: 'Ms',
    phone: '+447700900999',
  });
  expect(settingsInputOf({ ...user, prefix: null, phone: null }, null)).toMatchObject({ prefix: '', phone: '' });
});
