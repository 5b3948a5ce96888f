/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { AccountUser } from '@/lib/data/account-user';

/** The calendar part of /plan: her private address, and what she sees when the key that signs it cannot be read. */
const reminderSigningKeys = jest.fn(async () => ['k'.repeat(32)]);
jest.mock('@/backend/jobs/reminder-keys', () => ({ reminderSigningKeys: () => reminderSigningKeys() }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'https://example.test' } }));
jest.mock('./calendar-feed-form', () => ({
  CalendarFeedForm: ({ active }: { active: boolean }) => <p>{active ? 'Switch the address off' : 'Make one'}</p>,
}));

// Imported after the mocks so the section picks them up.
const { CalendarSection } = require('./calendar-section') as typeof import('./calendar-section');

const user = {
  uid: 'user-1',
  calendarFeedId: 'feed-1',
  reminderPlan: { frequency: 'MONTHLY', timing: 'day-of-month', dayOfMonth: 1, time: '09:00', channel: 'email' },
} as unknown as AccountUser;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

test('her private calendar address is shown, signed for her feed', async () => {
  render(await CalendarSection({ user }));
  const address = screen.getByLabelText<HTMLInputElement>('Your private calendar address');
  expect(address.value).toMatch(/^https:\/\/example\.test\/calendar\/.+\.ics$/);
});

test('when the signing key cannot be read, the section still shows and says the address will be back', async () => {
  reminderSigningKeys.mockRejectedValueOnce(new Error('AccessDeniedException: arn:aws:secretsmanager:…'));
  render(await CalendarSection({ user }));
  expect(screen.getByRole('status')).toHaveTextContent('Your private calendar address cannot be shown just now.');
  expect(screen.queryByLabelText('Your private calendar address')).toBeNull();
  expect(screen.getByRole('link', { name: 'Download the calendar file (.ics)' })).toBeInTheDocument();
  expect(screen.getByText('Switch the address off')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('arn:aws');
});

test('for a plan timed to her cycle, it says the download follows her cycle and the subscription her fixed day', async () => {
  const cyclePlan = { ...user.reminderPlan!, timing: 'cycle' as const };
  render(await CalendarSection({ user: { ...user, reminderPlan: cyclePlan } }));
  expect(document.body).toHaveTextContent('The file follows your cycle as recorded when you download it');
  expect(document.body).toHaveTextContent(
    'Because anyone with the address can see it, a subscription uses your fixed day of the month, not your cycle.',
  );
});

test('while her health features are paused, a plan timed to her cycle is not said to follow it', async () => {
  const cyclePlan = { ...user.reminderPlan!, timing: 'cycle' as const };
  render(await CalendarSection({ user: { ...user, reminderPlan: cyclePlan }, healthPaused: true }));
  expect(document.body).not.toHaveTextContent('follows your cycle');
  expect(document.body).not.toHaveTextContent('not your cycle');
  expect(screen.getByRole('link', { name: 'Download the calendar file (.ics)' })).toBeInTheDocument();
});

test('for a fixed day, it says nothing about her cycle', async () => {
  render(await CalendarSection({ user }));
  expect(document.body).not.toHaveTextContent(/cycle/);
});

test('with no reminders, an address she made is still shown with its switch, so she can turn it off', async () => {
  const stopped = {
    ...user,
    reminder: 'NONE' as const,
    reminderPlan: { ...user.reminderPlan!, frequency: 'NONE' as const },
  };
  render(await CalendarSection({ user: stopped }));
  expect(screen.getByLabelText<HTMLInputElement>('Your private calendar address').value).toMatch(/\.ics$/);
  expect(screen.getByText('Switch the address off')).toBeInTheDocument();
  expect(document.body).toHaveTextContent('removes your reminders the next time it checks');
  expect(screen.queryByRole('link', { name: 'Download the calendar file (.ics)' })).toBeNull();
});

test('with no reminders and no address, there is nothing to switch off', async () => {
  render(await CalendarSection({ user: { ...user, calendarFeedId: null, reminderPlan: null } }));
  expect(screen.queryByLabelText('Your private calendar address')).toBeNull();
  expect(screen.queryByText('Switch the address off')).toBeNull();
});
