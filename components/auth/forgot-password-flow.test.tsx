/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResetPassword, resetPassword, signIn } from 'aws-amplify/auth';
import { authMessages } from '@/lib/auth/messages';
import { ForgotPasswordFlow } from './forgot-password-flow';

jest.mock('aws-amplify/auth', () => ({
  resetPassword: jest.fn(),
  confirmResetPassword: jest.fn(),
  signIn: jest.fn(),
}));
jest.mock('@/lib/auth/client/navigation', () => ({
  ...jest.requireActual('@/lib/auth/client/navigation'),
  goTo: jest.fn(),
}));

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

const serviceError = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(resetPassword).mockResolvedValue({} as never);
});

async function askForCode() {
  const user = userEvent.setup();
  render(<ForgotPasswordFlow />);
  // The region is there, empty, before anything is said in it: a screen reader announces what then appears.
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  await user.type(screen.getByLabelText('Email address'), 'jo@example.com');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await screen.findByLabelText('Code from the email');
  return { user, status };
}

test('after "Send me a code" focus goes to the news that a code was sent, not <body>', async () => {
  const { status } = await askForCode();
  expect(status).toBeInTheDocument(); // the same region, not a new one mounted with its text
  expect(status).toHaveTextContent(authMessages.resetCodeSent);
  await waitFor(() => expect(status).toHaveFocus());
});

test('"Use a different email address" takes her back to the email box, with what she typed', async () => {
  const { user } = await askForCode();
  await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
  expect(screen.getByLabelText('Email address')).toHaveFocus();
  expect(screen.getByLabelText('Email address')).toHaveValue('jo@example.com');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test.each([
  ['CodeMismatchException', authMessages.codeMismatch],
  ['ExpiredCodeException', authMessages.codeExpired],
])('a refused code (%s) is said beside the code box, which is marked invalid', async (name, message) => {
  jest.mocked(confirmResetPassword).mockRejectedValue(serviceError(name));
  const { user } = await askForCode();
  await user.type(screen.getByLabelText('Code from the email'), '123456');
  await user.type(screen.getByLabelText('New password'), 'Chosen-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  const code = screen.getByLabelText('Code from the email');
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription(expect.stringContaining(message));
  // The summary takes focus in an effect after the answer is drawn.
  await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
  expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', '#reset-code');
  expect(screen.getByLabelText('New password')).toHaveValue('Chosen-Passw0rd!');
});

test('when the new password is saved but she is not signed in, focus goes to the news, with a sign-in link', async () => {
  jest.mocked(confirmResetPassword).mockResolvedValue(undefined);
  jest.mocked(signIn).mockRejectedValue(serviceError('NotAuthorizedException'));
  const { user, status } = await askForCode();
  await user.type(screen.getByLabelText('Code from the email'), '123456');
  await user.type(screen.getByLabelText('New password'), 'Chosen-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  await screen.findByRole('link', { name: 'Sign in with your new password' });
  expect(status).toBeInTheDocument(); // the same region, not a new one mounted with its text
  expect(status).toHaveTextContent('Your password has been changed.');
  await waitFor(() => expect(status).toHaveFocus());
});
