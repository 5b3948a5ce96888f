/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialFormState } from '@/lib/forms/form-state';
import type { ReminderPlanField } from '@/lib/forms/reminder-plan';
import { savePlan } from '../actions';
import { PlanForm } from './plan-form';

jest.mock('../actions', () => ({ savePlan: jest.fn() }));

const action = jest.mocked(savePlan);
const plan = (values: Record<string, string>) =>
  initialFormState<ReminderPlanField>({ timing: 'day-of-month', dayOfMonth: '1', time: '09:00', ...values });
const dayOfWeek = () => screen.getByRole('combobox', { name: 'Day of the week', hidden: true });

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

test('a weekly plan shows its day of the week, with its hint, chosen as stored', () => {
  render(<PlanForm initial={plan({ frequency: 'WEEKLY', weekday: 'FRIDAY' })} />);
  expect(dayOfWeek()).toBeVisible();
  expect(dayOfWeek()).toHaveValue('FRIDAY');
  expect(dayOfWeek()).toHaveAccessibleDescription(
    'Reminders come on this day. A new day starts from its next date, today if it is that day',
  );
});

test('the day of the week appears when she picks weekly or fortnightly, and goes for monthly', async () => {
  render(<PlanForm initial={plan({ frequency: 'MONTHLY', weekday: 'WEDNESDAY' })} />);
  expect(dayOfWeek()).not.toBeVisible();
  await userEvent.click(screen.getByRole('radio', { name: 'Every two weeks' }));
  expect(dayOfWeek()).toBeVisible();
  expect(dayOfWeek()).toHaveValue('WEDNESDAY');
  await userEvent.click(screen.getByRole('radio', { name: 'Every month' }));
  expect(dayOfWeek()).not.toBeVisible();
});

test('the day she picks is sent, and a refusal of it is shown by the field', async () => {
  action.mockImplementation(async (previous, form) => ({
    status: 'invalid',
    message: 'There is a problem',
    errors: { weekday: 'Choose the day of the week for your reminders' },
    values: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])),
    version: previous.version + 1,
  }));
  render(<PlanForm initial={plan({ frequency: 'WEEKLY', weekday: 'MONDAY' })} />);
  await userEvent.selectOptions(dayOfWeek(), 'THURSDAY');
  await userEvent.click(screen.getByRole('button', { name: 'Save my reminders' }));
  expect((action.mock.lastCall?.[1] as FormData).get('weekday')).toBe('THURSDAY');
  expect(await screen.findByTestId('error-summary')).toHaveFocus();
  expect(dayOfWeek()).toHaveAccessibleDescription(/Choose the day of the week for your reminders/);
  expect(screen.getByRole('link', { name: 'Choose the day of the week for your reminders' })).toHaveAttribute(
    'href',
    '#plan-weekday',
  );
  expect(dayOfWeek()).toHaveValue('THURSDAY');
});
