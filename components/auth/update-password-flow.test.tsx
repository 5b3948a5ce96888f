/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession, signOut, updatePassword } from 'aws-amplify/auth';
import { refreshAuthState } from '@/lib/auth/client/auth-store';
import { authMessages } from '@/lib/auth/messages';
import { UpdatePasswordFlow } from './update-password-flow';

jest.mock('aws-amplify/auth', () => ({
  updatePassword: jest.fn(),
  signOut: jest.fn(async () => undefined),
  fetchAuthSession: jest.fn(),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

/** Amplify's AuthError carries the service's error type as `name` and its words as `message`. */
const serviceError = (name: string, message: string) => Object.assign(new Error(message), { name });

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

beforeEach(async () => {
  jest.clearAllMocks();
  jest
    .mocked(fetchAuthSession)
    .mockResolvedValue({ tokens: { idToken: { payload: { sub: 'user-1', email: 'ada@example.com' } } } } as never);
  await refreshAuthState();
});

async function changePassword() {
  const user = userEvent.setup();
  render(<UpdatePasswordFlow />);
  await user.type(screen.getByLabelText('Current password'), 'Old-Passw0rd!');
  await user.type(screen.getByLabelText('New password'), 'New-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('signed out on another device meanwhile: her session has ended here too, and her password is not called wrong', async () => {
  jest
    .mocked(updatePassword)
    .mockRejectedValue(serviceError('NotAuthorizedException', 'Access Token has been revoked'));
  await changePassword();
  expect(await screen.findByText(/Your sign-in has ended, so your password has not been changed/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in again' })).toBeInTheDocument();
  expect(signOut).toHaveBeenCalled();
  expect(screen.queryByText(authMessages.currentPasswordWrong)).not.toBeInTheDocument();
});

test('a wrong current password is still hers to correct, and she stays signed in', async () => {
  jest
    .mocked(updatePassword)
    .mockRejectedValue(serviceError('NotAuthorizedException', 'Incorrect username or password.'));
  await changePassword();
  expect(await screen.findByText(authMessages.currentPasswordWrong)).toBeInTheDocument();
  expect(signOut).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Current password')).toBeInTheDocument();
});
