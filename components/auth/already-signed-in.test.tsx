/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { startAuthStore } from '@/lib/auth/client/auth-store';
import { checkOutboxKey } from '@/lib/offline/outbox';
import { SignInFlow } from './sign-in-flow';

jest.mock('aws-amplify/auth', () => ({
  signIn: jest.fn(),
  confirmSignIn: jest.fn(),
  signOut: jest.fn(async () => undefined),
  resendSignUpCode: jest.fn(),
  resetPassword: jest.fn(),
  confirmResetPassword: jest.fn(),
  fetchAuthSession: jest.fn(),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const mockedFetchAuthSession = jest.mocked(fetchAuthSession);
const mockedSignOut = jest.mocked(signOut);

test('a browser that still holds a session the server has ended can sign in again, keeping what she has not sent', async () => {
  // Her tokens have time left; a sign-out on another device has revoked them, which only the server can see.
  mockedFetchAuthSession.mockResolvedValue({
    tokens: { idToken: { payload: { sub: 'user-her', email: 'ada@example.com' } }, accessToken: { payload: {} } },
  } as never);
  const unsent = JSON.stringify([{ recordId: 'r1', owner: 'user-her', input: {}, queuedAt: '2026-11-24T09:00:00Z' }]);
  window.localStorage.setItem(checkOutboxKey('user-her'), unsent);
  startAuthStore('client');
  render(<SignInFlow helpEmail="help@example.com" />);
  expect(await screen.findByText(/You're signed in as/)).toHaveTextContent('ada@example.com');

  await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
  // Amplify's local sign-out (never the global one, which would end her other devices' sessions too).
  expect(mockedSignOut).toHaveBeenCalledWith();
  expect(window.localStorage.getItem(checkOutboxKey('user-her'))).toBe(unsent);
});
