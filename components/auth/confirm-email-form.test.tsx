/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmSignUp } from 'aws-amplify/auth';
import { authMessages } from '@/lib/auth/messages';
import { ConfirmEmailForm } from './confirm-email-form';

jest.mock('aws-amplify/auth', () => ({
  confirmSignUp: jest.fn(),
  autoSignIn: jest.fn(),
  resendSignUpCode: jest.fn(),
}));

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

const serviceError = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
});

async function confirmWith(code: string) {
  const user = userEvent.setup();
  render(<ConfirmEmailForm />);
  await user.type(screen.getByLabelText('Email address'), 'jo@example.com');
  await user.type(screen.getByLabelText('Confirmation code'), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

test.each(['CodeMismatchException', 'ExpiredCodeException'])(
  'a refused code (%s) is said beside the code box, which is marked invalid',
  async (name) => {
    jest.mocked(confirmSignUp).mockRejectedValue(serviceError(name));
    await confirmWith('123456');
    const code = screen.getByLabelText('Confirmation code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(authMessages.confirmCodeRefused));
    // The summary takes focus in an effect after the answer is drawn.
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    expect(code).toHaveValue('123456');
  },
);

test('a failure that is not about the code stays in the summary only', async () => {
  jest.mocked(confirmSignUp).mockRejectedValue(serviceError('NetworkError'));
  await confirmWith('123456');
  expect(await screen.findByTestId('error-summary')).toHaveTextContent(authMessages.network);
  expect(screen.getByLabelText('Confirmation code')).not.toHaveAttribute('aria-invalid', 'true');
});

test('once confirmed (signed up in another tab), focus goes to the news in the region already there', async () => {
  jest.mocked(confirmSignUp).mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
  render(<ConfirmEmailForm />);
  const status = screen.getByRole('status');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), 'jo@example.com');
  await user.type(screen.getByLabelText('Confirmation code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('link', { name: 'Sign in to continue' });
  expect(status).toBeInTheDocument();
  expect(status).toHaveTextContent('Your email is confirmed.');
  await waitFor(() => expect(status).toHaveFocus());
});
