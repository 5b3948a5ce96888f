/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newCheckInState, type CheckInField } from '@/lib/forms/check-in';
import type { FormAction } from '@/lib/forms/form-state';
import { formDraftKey } from '@/lib/offline/form-draft';
import { PHQ4_ITEMS } from '@/lib/validation/phq4';
import { CheckInForm } from './check-in-form';

// The outbox's sender calls the server actions; nothing is queued here.
jest.mock('./send-check-in', () => ({ sendQueuedCheckIn: jest.fn() }));

const TODAY = '2026-11-20';
const UID = 'user-1';

function renderMoodForm() {
  const action = jest.fn<ReturnType<FormAction<CheckInField>>, Parameters<FormAction<CheckInField>>>(
    async (previous) => ({ ...previous, status: 'saved', message: 'Saved', errors: {}, version: previous.version + 1 }),
  );
  render(<CheckInForm uid={UID} kind="mood" action={action} initial={newCheckInState(TODAY)} />);
  return { action, user: userEvent.setup() };
}

const phq4Item = (index: number) => screen.getByRole('group', { name: `${index + 1}. ${PHQ4_ITEMS[index]}` });
const saveButton = () => screen.getByRole('button', { name: /^Save mood/ });

beforeEach(() => window.localStorage.clear());

test('one PHQ-4 answer tapped by mistake can be cleared, and the mood level saves without a PHQ-4', async () => {
  const { action, user } = renderMoodForm();
  await user.click(screen.getByRole('radio', { name: /^4/ }));
  await user.click(within(phq4Item(0)).getByLabelText('Several days'));

  await user.click(saveButton());
  expect(action).not.toHaveBeenCalled();
  expect(screen.getAllByText('Answer this question too, or leave all four blank').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: 'Clear my answers to these four questions' }));
  for (const index of [0, 1, 2, 3])
    for (const radio of within(phq4Item(index)).getAllByRole('radio')) expect(radio).not.toBeChecked();
  expect(screen.getByRole('radio', { name: /^4/ })).toBeChecked();
  expect(screen.getByText(/Your answers to the four questions are cleared/)).toBeInTheDocument();

  await user.click(saveButton());
  expect(action).toHaveBeenCalledTimes(1);
  const sent = action.mock.calls[0]![1];
  expect(sent.get('level')).toBe('4');
  expect(sent.get('owner')).toBe(UID); // the account the page was rendered for
  expect(['phq4-1', 'phq4-2', 'phq4-3', 'phq4-4'].map((name) => sent.get(name))).toEqual([null, null, null, null]);
});

test('the clear button is reached by keyboard, and what this device keeps of the entry loses the answers too', async () => {
  const { user } = renderMoodForm();
  await user.click(within(phq4Item(2)).getByLabelText('Nearly every day'));
  const kept = () => JSON.parse(window.localStorage.getItem(formDraftKey(UID, 'mood')) ?? '{}').values ?? {};
  expect(kept()['phq4-3']).toBe('3');

  const clear = screen.getByRole('button', { name: 'Clear my answers to these four questions' });
  clear.focus();
  await user.keyboard('{Enter}');
  expect(within(phq4Item(2)).getByLabelText('Nearly every day')).not.toBeChecked();
  expect(kept()['phq4-3']).toBeUndefined();
});

test('a page drawn before midnight takes the new day as today when she saves after it, not as the future', async () => {
  // 23:50 in London on 20 November (GMT): the server drew the page with 20 November as today.
  jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-11-20T23:50:00Z') });
  try {
    const { action, user } = renderMoodForm();
    jest.setSystemTime(new Date('2026-11-21T00:10:00Z'));
    await user.click(screen.getByRole('radio', { name: /^4/ }));
    const day = within(screen.getByRole('group', { name: 'Which day is this about?' })).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '21');
    await user.click(saveButton());

    expect(screen.queryByText('The date cannot be in the future')).not.toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![1].get('checked-day')).toBe('21');
  } finally {
    jest.useRealTimers();
  }
});
