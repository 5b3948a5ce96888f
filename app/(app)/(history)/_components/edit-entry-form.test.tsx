/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entryFormValues, PHQ4_REMOVE_FIELD } from '@/lib/forms/check-in-edit';
import { formInput, type FormAction, type FormState } from '@/lib/forms/form-state';
import type { EntryEditField } from '../entry-actions';
import { EditEntryForm } from './edit-entry-form';

const initial: FormState<EntryEditField> = {
  status: 'idle',
  message: '',
  errors: {},
  version: 0,
  values: entryFormValues({
    id: '6f1c2a9e-8a43-4c1e-9d55-3f0a6b7c2d10',
    checked: '2026-11-10',
    aLevel: 5,
    symptoms: [],
    phq4: { answers: [1, 2, 0, 1] },
    updatedAt: '2026-11-10T09:00:00.000Z',
  }),
};

test('a ticked "Remove my PHQ-4 answers" stays ticked after a failed save, so the retry removes them', async () => {
  // The server's answer to a failure echoes what was sent, and the form redraws from it.
  const action = jest.fn<ReturnType<FormAction<EntryEditField>>, Parameters<FormAction<EntryEditField>>>(
    async (previous, form) => ({
      status: 'failed',
      message: 'This check-in could not be saved.',
      errors: {},
      values: formInput(form),
      version: previous.version + 1,
    }),
  );
  const user = userEvent.setup();
  render(<EditEntryForm kind="mood" action={action} initial={initial} historyPath="/mood" historyName="mood" />);
  const remove = () => screen.getByRole('checkbox', { name: 'Remove my PHQ-4 answers from this check-in' });
  await user.click(remove());
  await user.click(screen.getByRole('button', { name: 'Save my changes' }));
  expect(await screen.findAllByText('This check-in could not be saved.')).not.toHaveLength(0);
  expect(action.mock.calls[0]![1].get(PHQ4_REMOVE_FIELD)).toBe('on');

  expect(remove()).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Save my changes' }));
  expect(action).toHaveBeenCalledTimes(2);
  expect(action.mock.calls[1]![1].get(PHQ4_REMOVE_FIELD)).toBe('on');
});

test('the date hint gives the rule the form checks: any day in the last year, not a future one', () => {
  const action = jest.fn<ReturnType<FormAction<EntryEditField>>, Parameters<FormAction<EntryEditField>>>();
  render(<EditEntryForm kind="mood" action={action} initial={initial} historyPath="/mood" historyName="mood" />);
  expect(
    screen.getByText('You can change it to any day in the last year, but not a future one, or leave the day it has.'),
  ).toBeInTheDocument();
});

test('a changed PHQ-4 answer on an entry older than 2 weeks is refused beside the questions, keeping her answers', async () => {
  const action = jest.fn<ReturnType<FormAction<EntryEditField>>, Parameters<FormAction<EntryEditField>>>();
  const user = userEvent.setup();
  const old = {
    ...initial,
    values: { ...initial.values, 'checked-day': '1', keptDay: '2026-01-01', 'checked-month': '1' },
  };
  render(<EditEntryForm kind="mood" action={action} initial={old} historyPath="/mood" historyName="mood" />);
  const nearlyEveryDay = screen.getAllByRole('radio', { name: 'Nearly every day' })[0]!;
  await user.click(nearlyEveryDay);
  await user.click(screen.getByRole('button', { name: 'Save my changes' }));
  const question = screen.getByRole('group', { name: '1. Feeling nervous, anxious or on edge' });
  expect(question).toHaveAccessibleDescription(/ask about the last 2 weeks/);
  expect(nearlyEveryDay).toBeChecked();
  expect(action).not.toHaveBeenCalled();
});
