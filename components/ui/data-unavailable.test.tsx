/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'aws-amplify/auth';
import { DataUnavailable } from './data-unavailable';

// router.refresh re-renders the page on the server; here it takes a moment and the data is still unavailable.
const refresh = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn(), signOut: jest.fn() }));
const mockedSignOut = jest.mocked(signOut);

test('present as the page loads, it is not an alert; a retry that finds nothing new says so, keeping her focus', async () => {
  render(<DataUnavailable reason="unavailable" nextPath="/account" />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  const button = screen.getByRole('button', { name: 'Try again' });
  await userEvent.click(button);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(/We tried again but still can’t show your details/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('We tried again but still can’t show your details.');
  expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
});

test('while the retry runs the button stays focusable and a second press sends nothing more', async () => {
  let finish = () => {};
  refresh.mockClear();
  refresh.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<DataUnavailable reason="unavailable" nextPath="/account" />);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const pending = screen.getByRole('button', { name: 'Trying again…' });
  expect(pending).toHaveAttribute('aria-disabled', 'true');
  expect(pending).not.toBeDisabled();
  expect(pending).toHaveFocus();
  await userEvent.click(pending);
  expect(refresh).toHaveBeenCalledTimes(1);
  await act(async () => finish());
});

test('a session that ended is no alert either', () => {
  render(<DataUnavailable reason="unauthorised" nextPath="/account" />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Faccount');
});

test('a session the server found ended is ended in the browser too, so Sign in shows the form, not "Continue"', async () => {
  mockedSignOut.mockReset();
  render(<DataUnavailable reason="unauthorised" nextPath="/account" />);
  // Amplify's local sign-out: her tokens go, and nothing she saved on the device is deleted.
  await waitFor(() => expect(mockedSignOut).toHaveBeenCalledWith());
});

test('data that is only unavailable leaves her session alone', async () => {
  mockedSignOut.mockReset();
  render(<DataUnavailable reason="unavailable" nextPath="/account" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockedSignOut).not.toHaveBeenCalled();
});
