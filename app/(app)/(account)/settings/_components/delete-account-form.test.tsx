/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormState } from '@/lib/forms/form-state';
import { WRONG_PASSWORD } from '@/lib/forms/delete-account';
import { deleteMyAccount } from '../privacy-actions';
import { DeleteAccountForm } from './delete-account-form';

jest.mock('../privacy-actions', () => ({ deleteMyAccount: jest.fn() }));

const action = jest.mocked(deleteMyAccount);
const ERASING_KEY = 'venus.erasingAccount';

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

beforeEach(() => {
  window.sessionStorage.clear();
  action.mockReset();
});

test('her account id is noted in the tab while deletion is sent, and removed when her password is refused', async () => {
  let noted: string | null = null;
  action.mockImplementation(async (previous): Promise<FormState<'password'>> => {
    noted = window.sessionStorage.getItem(ERASING_KEY);
    return {
      status: 'invalid',
      message: 'There is a problem',
      errors: { password: WRONG_PASSWORD },
      values: {},
      version: previous.version + 1,
    };
  });
  render(<DeleteAccountForm uid="her-id" />);
  await userEvent.type(screen.getByLabelText('Your password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await screen.findByRole('link', { name: WRONG_PASSWORD });
  expect(noted).toContain('her-id');
  await waitFor(() => expect(window.sessionStorage.getItem(ERASING_KEY)).toBeNull());

  // A second refusal removes the note its own submit wrote.
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(window.sessionStorage.getItem(ERASING_KEY)).toBeNull());
});

test('an erasure that could not finish, or a missing password, leaves no account id in the tab', async () => {
  action.mockImplementation(async (previous) => ({
    status: 'failed',
    message: 'Your account has not been deleted',
    errors: {},
    values: {},
    version: previous.version + 1,
  }));
  render(<DeleteAccountForm uid="her-id" />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(action).not.toHaveBeenCalled();
  await waitFor(() => expect(window.sessionStorage.getItem(ERASING_KEY)).toBeNull());

  await userEvent.type(screen.getByLabelText('Your password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await screen.findByText(/Your account has not been deleted/);
  await waitFor(() => expect(window.sessionStorage.getItem(ERASING_KEY)).toBeNull());
});
