/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RemindersSummary } from './reminders-summary';

const plan = {
  frequency: 'MONTHLY',
  timing: 'day-of-month',
  dayOfMonth: 1,
  time: '09:00',
  startDate: '2026-11-24',
  channel: 'email',
} as const;

test('her reminders are told from her plan, with the next date and a link to change them on /plan', () => {
  render(<RemindersSummary user={{ reminderPlan: plan }} nextReminder="2026-12-01" />);
  const summary = screen.getByTestId('reminders-summary');
  expect(summary).toHaveTextContent('Your reminders: Every month on the 1st, at 09:00 UK time, by email.');
  expect(summary).toHaveTextContent('Next reminder: 1 Dec 2026.');
  expect(screen.getByRole('link', { name: 'Change your reminders' })).toHaveAttribute('href', '/plan');
  expect(screen.queryByRole('radio')).toBeNull();
});

test('with no plan (or a plan of none) she is told no reminders are sent, and no next date', () => {
  const { rerender } = render(<RemindersSummary user={{ reminderPlan: null }} nextReminder="2026-12-01" />);
  expect(screen.getByTestId('reminders-summary')).toHaveTextContent('Your reminders: No reminders.');
  expect(screen.queryByText(/Next reminder/)).toBeNull();
  rerender(<RemindersSummary user={{ reminderPlan: { ...plan, frequency: 'NONE' } }} nextReminder={null} />);
  expect(screen.getByTestId('reminders-summary')).toHaveTextContent('Your reminders: No reminders.');
});

test('the next date is the one worked out as /plan works it out, not the date stored before her latest period start', () => {
  const cycle = { ...plan, timing: 'cycle' } as const;
  // Her record still holds the date stored before she recorded a period start.
  const user = { reminderPlan: cycle, nextCheckDue: '2026-12-01' };
  render(<RemindersSummary user={user} nextReminder="2026-12-09" />);
  expect(screen.getByTestId('reminders-summary')).toHaveTextContent('Next reminder: 9 Dec 2026.');
});

test('while her health features are paused, a cycle-timed plan says it uses her fixed day, as the job does', () => {
  const cycle = { ...plan, timing: 'cycle', dayOfMonth: 20 } as const;
  render(<RemindersSummary user={{ reminderPlan: cycle }} nextReminder="2026-12-20" healthPaused />);
  expect(screen.getByTestId('reminders-summary')).toHaveTextContent(
    'a few days after your period ends (about 10 days after it starts), at 09:00 UK time, by email. While your health features are paused, reminders use your fixed day (the 20th).',
  );
});
