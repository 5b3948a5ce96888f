import type { AccountUserFieldsFragment } from '@/graphql/generated/types';
import { newAccountUserInput, toAccountUser } from './account-user';

const record: AccountUserFieldsFragment = {
  id: '5b0c1c52-2f7e-4a3b-9a5e-0c1d2e3f4a5b',
  uid: '5b0c1c52-2f7e-4a3b-9a5e-0c1d2e3f4a5b',
  username: '5b0c1c52-2f7e-4a3b-9a5e-0c1d2e3f4a5b',
  prefix: 'Ms',
  given: 'Ada',
  family: 'Lovelace',
  dob: '1980-12-10',
  phone: '07700 900982',
  email: 'ada@example.com',
  hasDisclaimer: true,
  hasCompleted: false,
  reminder: 'MONTHLY',
  next: null,
  reminderPlan: null,
  calendarFeedId: null,
  gpQuestions: '  Is this lump hormonal?\n',
  healthPaused: null,
  offerCategories: ['TRAVEL', 'BEAUTY'],
  createdAt: '2024-03-01T09:30:00.000Z',
  updatedAt: '2024-03-02T09:30:00.000Z',
};

describe('toAccountUser', () => {
  test('renames the record’s fields for screens', () => {
    expect(toAccountUser(record)).toEqual({
      uid: record.uid,
      email: 'ada@example.com',
      prefix: 'Ms',
      givenName: 'Ada',
      familyName: 'Lovelace',
      displayName: 'Ada',
      dateOfBirth: '1980-12-10',
      phone: '07700 900982',
      reminder: 'MONTHLY',
      hasCompletedProfile: false,
      hasAcceptedDisclaimer: true,
      nextCheckDue: null,
      memberSince: '2024-03-01T09:30:00.000Z',
      reminderPlan: null,
      calendarFeedId: null,
      gpQuestions: 'Is this lump hormonal?',
      offerCategories: ['BEAUTY', 'TRAVEL'],
      // What her forms send back as read: the fields exactly as stored, not as shown.
      read: {
        gpQuestions: '  Is this lump hormonal?\n',
        prefix: 'Ms',
        given: 'Ada',
        family: 'Lovelace',
        dob: '1980-12-10',
        phone: '07700 900982',
        reminder: 'MONTHLY',
        reminderPlan: null,
      },
    });
  });

  test('no offer categories are chosen until she chooses them', () => {
    expect(toAccountUser({ ...record, offerCategories: null }).offerCategories).toEqual([]);
  });

  test('a stored reminder plan is read back; one that is not a valid plan counts as none', () => {
    const plan = {
      frequency: 'WEEKLY',
      timing: 'day-of-month',
      dayOfMonth: 3,
      time: '08:15',
      startDate: '2026-01-05',
      channel: 'email',
    };
    expect(
      toAccountUser({ ...record, reminderPlan: JSON.stringify(plan), calendarFeedId: 'abcdefghijklmnopqrst' }),
    ).toMatchObject({
      reminderPlan: plan,
      calendarFeedId: 'abcdefghijklmnopqrst',
    });
    expect(toAccountUser({ ...record, reminderPlan: '{"frequency":"HOURLY"}' }).reminderPlan).toBeNull();
    expect(toAccountUser({ ...record, reminderPlan: 'not json' }).reminderPlan).toBeNull();
  });

  test('blank names count as missing, and the display name falls back to the email, then a neutral word', () => {
    expect(toAccountUser({ ...record, given: '  ', prefix: '' })).toMatchObject({
      givenName: null,
      prefix: null,
      displayName: 'ada@example.com',
    });
    expect(toAccountUser({ ...record, given: null, email: null }).displayName).toBe('there');
  });
});

describe('newAccountUserInput', () => {
  test('uses her sub as the record id, so a repeated first sign-in finds the same record', () => {
    const input = newAccountUserInput({ sub: record.uid, givenName: ' Ada ', familyName: undefined });
    // No email: the API takes it from her ID token, never from the input.
    expect(input).toEqual({ id: record.uid, prefix: null, given: 'Ada', family: null, phone: null });
  });

  test('copies the phone and title she gave at sign-up, so settings shows them and she can change them', () => {
    const input = newAccountUserInput({ sub: record.uid, givenName: 'Ada', phone: '+447700900982', prefix: ' Dr ' });
    expect(input).toMatchObject({ phone: '+447700900982', prefix: 'Dr' });
  });

  test('leaves out a phone or title the record would refuse rather than failing her first sign-in', () => {
    expect(newAccountUserInput({ sub: record.uid, phone: '+44123', prefix: 'Dr\u0007' })).toMatchObject({
      phone: null,
      prefix: null,
    });
    expect(newAccountUserInput({ sub: record.uid, prefix: 'x'.repeat(50) }).prefix).toHaveLength(20);
  });

  test('cuts names from the token to the record’s limit rather than failing her first sign-in', () => {
    const input = newAccountUserInput({ sub: record.uid, givenName: 'x'.repeat(300) });
    expect(input.given).toHaveLength(100);
  });
});
