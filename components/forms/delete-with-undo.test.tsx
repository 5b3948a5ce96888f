/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormAction, FormState } from '@/lib/forms/form-state';
import { fetchAuthSession } from 'aws-amplify/auth';
import { DELETE_SESSION_ENDED_MESSAGE, DeleteWithUndo } from './delete-with-undo';
import { sessionExpiringIn } from '@/lib/auth/client/testing/amplify-session';

jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolId: 'pool' } } }) } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
const mockedFetchAuthSession = jest.mocked(fetchAuthSession);

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

beforeEach(() => {
  jest.useFakeTimers();
  replace.mockClear();
  mockedFetchAuthSession.mockReset().mockResolvedValue(sessionExpiringIn(50));
});
afterEach(() => jest.useRealTimers());

function renderDelete(action: FormAction<'id'>, detail?: string) {
  render(
    <DeleteWithUndo
      action={action}
      fields={{ id: 'rec-1' }}
      label="Delete this check"
      question="Delete the check of 3 November 2026?"
      detail={detail}
      subject="The check of 3 November 2026"
      afterPath="/archive"
    />,
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/** An action that answers at once with this status and message. */
function answering(status: FormState['status'], message: string) {
  return jest.fn<Promise<FormState<'id'>>, [FormState<'id'>, FormData]>(async (previous) => ({
    ...previous,
    status,
    message,
    version: previous.version + 1,
  }));
}

/** A second at a time: each tick's timer is set by the render that the last tick caused. */
async function wait(seconds: number) {
  for (let i = 0; i < seconds; i += 1) await act(() => jest.advanceTimersByTimeAsync(1_000));
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete this check' }));
  expect(screen.getByRole('group', { name: 'Delete the check of 3 November 2026?' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
}

test('the confirmation is named by its short question, and what else deleting does is its description', async () => {
  const user = renderDelete(jest.fn(), 'A change first noted in this check stays in your diary.');
  await user.click(screen.getByRole('button', { name: 'Delete this check' }));
  const group = screen.getByRole('group', { name: 'Delete the check of 3 November 2026?' });
  expect(group).toHaveFocus();
  expect(group).toHaveAccessibleDescription('A change first noted in this check stays in your diary.');
});

test('nothing is sent while she can still undo, and Undo brings back the first button with focus', async () => {
  const action = jest.fn<ReturnType<FormAction<'id'>>, Parameters<FormAction<'id'>>>();
  const user = renderDelete(action);
  await confirm(user);
  expect(document.activeElement).toHaveTextContent('The check of 3 November 2026 will be deleted in 10 seconds.');
  await wait(9);
  expect(screen.getByText('The check of 3 November 2026 will be deleted in 1 second.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await wait(20);
  expect(action).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Delete this check' })).toHaveFocus();
});

test('after the wait it sends the fields once and takes her to the page that says it is gone', async () => {
  const action = answering('saved', 'The check has been deleted.');
  const user = renderDelete(action);
  await confirm(user);
  await wait(10);
  expect(action).toHaveBeenCalledTimes(1);
  expect(Object.fromEntries(action.mock.calls[0]![1].entries())).toEqual({ id: 'rec-1' });
  expect(screen.getByRole('status')).toHaveTextContent('The check has been deleted.');
  expect(replace).toHaveBeenCalledWith('/archive');
});

test('a failed delete ends the wait and says why, with the record left as it was', async () => {
  const action = answering('failed', 'This check could not be deleted. Try again.');
  const user = renderDelete(action);
  await confirm(user);
  await wait(10);
  expect(screen.getByRole('alert')).toHaveTextContent('This check could not be deleted. Try again.');
  expect(screen.getByRole('button', { name: 'Delete this check' })).toBeVisible();
  expect(replace).not.toHaveBeenCalled();
});

test('the countdown is read once, when the wait begins: the ticking seconds are in no live region', async () => {
  const action = answering('saved', 'The check has been deleted.');
  const user = renderDelete(action);
  await confirm(user);
  const live = () => [...document.querySelectorAll('[role=status], [role=alert], [aria-live]')];
  for (let second = 0; second < 9; second += 1) {
    for (const region of live()) expect(region).not.toHaveTextContent(/second/);
    await wait(1);
  }
  await wait(1);
  expect(
    live()
      .map((region) => region.textContent)
      .join(' '),
  ).toMatch(/Deleting…|The check has been deleted./);
});

test('a session about to expire is renewed when the wait ends, then the delete is sent', async () => {
  const action = answering('saved', 'The check has been deleted.');
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(1)).mockResolvedValueOnce(sessionExpiringIn(60));
  const user = renderDelete(action);
  await confirm(user);
  await wait(10);
  expect(mockedFetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  expect(action).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith('/archive');
});

test('a session that has ended by then deletes nothing, says so and takes her back to the first button', async () => {
  const action = answering('saved', 'The check has been deleted.');
  // Amplify answers a refused refresh token with no tokens at all.
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(-5)).mockResolvedValueOnce({} as never);
  const user = renderDelete(action);
  await confirm(user);
  await wait(10);
  expect(action).not.toHaveBeenCalled();
  expect(replace).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent(DELETE_SESSION_ENDED_MESSAGE);
  expect(screen.getByRole('button', { name: 'Delete this check' })).toHaveFocus();

  // Signed in again in another tab: deleting again goes through.
  mockedFetchAuthSession.mockResolvedValue(sessionExpiringIn(60));
  await confirm(user);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await wait(10);
  expect(action).toHaveBeenCalledTimes(1);
});
