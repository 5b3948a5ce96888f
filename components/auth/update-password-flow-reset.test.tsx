/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResetPassword, signIn } from 'aws-amplify/auth';
import { UpdatePasswordFlow } from './update-password-flow';

jest.mock('aws-amplify/auth', () => ({
  confirmResetPassword: jest.fn(),
  resetPassword: jest.fn(),
  signIn: jest.fn(),
}));
jest.mock('@/lib/auth/client/use-auth-state', () => ({ useAuthState: () => ({ status: 'signedOut' }) }));
jest.mock('@/lib/auth/client/navigation', () => ({
  ...jest.requireActual('@/lib/auth/client/navigation'),
  goTo: jest.fn(),
}));

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

test('a new password saved without signing her in: focus goes to the news, in the region already there', async () => {
  jest.mocked(confirmResetPassword).mockResolvedValue(undefined);
  jest.mocked(signIn).mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAuthorizedException' }));
  const user = userEvent.setup();
  render(<UpdatePasswordFlow />);
  // The region is there, empty, before anything is said in it: a screen reader announces what then appears.
  const status = screen.getAllByRole('status')[0]!;
  expect(status).toBeEmptyDOMElement();

  await user.type(screen.getByLabelText('Email address'), 'jo@example.com');
  await user.type(screen.getByLabelText('Code from the email'), '123456');
  await user.type(screen.getByLabelText('New password'), 'Chosen-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));

  await screen.findByRole('link', { name: 'Sign in with your new password' });
  expect(status).toBeInTheDocument();
  expect(status).toHaveTextContent('Your password has been changed.');
  await waitFor(() => expect(status).toHaveFocus());
});
