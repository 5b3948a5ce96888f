/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResetPassword, confirmSignIn, signIn } from 'aws-amplify/auth';
import { goTo } from '@/lib/auth/client/navigation';
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
jest.mock('@/lib/auth/client/navigation', () => ({
  ...jest.requireActual('@/lib/auth/client/navigation'),
  goTo: jest.fn(),
}));

const mockedSignIn = jest.mocked(signIn);
const mockedConfirmSignIn = jest.mocked(confirmSignIn);

function step(signInStep: string) {
  return { isSignedIn: signInStep === 'DONE', nextStep: { signInStep } } as Awaited<ReturnType<typeof signIn>>;
}

async function submitCredentials() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), 'invited@example.com');
  await user.type(screen.getByLabelText('Password'), 'Temp-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, '', '/signin?next=%2Fdiary');
});

test('new password required: she chooses one, then goes where she was going', async () => {
  mockedSignIn.mockResolvedValue(step('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'));
  mockedConfirmSignIn.mockResolvedValue(step('DONE'));
  render(<SignInFlow helpEmail="help@example.com" />);

  const user = await submitCredentials();
  expect(mockedSignIn).toHaveBeenCalledWith({ username: 'invited@example.com', password: 'Temp-Passw0rd!' });
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();

  // The challenge response must not be empty (spec section 5).
  await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Enter a new password/);
  expect(mockedConfirmSignIn).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('New password'), 'Chosen-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
  expect(mockedConfirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Chosen-Passw0rd!' });
  expect(goTo).toHaveBeenCalledWith('/diary');
});

test('an expired challenge asks her to sign in again, and she can start again', async () => {
  mockedSignIn.mockResolvedValue(step('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'));
  mockedConfirmSignIn.mockRejectedValue(
    Object.assign(new Error('Invalid session for the user, session is expired.'), { name: 'NotAuthorizedException' }),
  );
  render(<SignInFlow helpEmail="help@example.com" />);
  const user = await submitCredentials();
  await user.type(await screen.findByLabelText('New password'), 'Chosen-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
  expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Start again' }));
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();
});

test.each([
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
])('%s is explained, with a way back and a contact', async (signInStep) => {
  mockedSignIn.mockResolvedValue(step(signInStep));
  render(<SignInFlow helpEmail="help@example.com" />);
  const user = await submitCredentials();
  // Focus goes to the step's heading, so it is announced once: not an alert as well.
  expect(await screen.findByRole('heading', { name: 'We can’t finish signing you in here' })).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(
    screen.getByText("This account needs a sign-in step this site doesn't support yet. Please contact us."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(goTo).not.toHaveBeenCalled();
});

test('a network failure keeps what she typed and says nothing is lost', async () => {
  mockedSignIn.mockRejectedValue(Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' }));
  render(<SignInFlow helpEmail="help@example.com" />);
  await submitCredentials();
  expect(await screen.findByText(/nothing you typed has been lost/)).toBeInTheDocument();
  expect(screen.getByLabelText('Email address')).toHaveValue('invited@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('Temp-Passw0rd!');
  expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
});

/**
 * Each step replaces the form before it, the button she pressed with it: focus must land where the new step
 * starts, not on <body>; news goes in the one status region, there (empty) before its text.
 */
function renderFlow() {
  render(<SignInFlow helpEmail="help@example.com" />);
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  return status;
}

test('a new password required takes focus to its heading, and "Start again" back to the email box', async () => {
  mockedSignIn.mockResolvedValue(step('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'));
  renderFlow();
  const user = await submitCredentials();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose a new password' })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Start again' }));
  expect(screen.getByLabelText('Email address')).toHaveFocus();
});

test('a reset required takes focus to its form; changed but not signed in, to the news in the region already there', async () => {
  mockedSignIn
    .mockResolvedValueOnce(step('RESET_PASSWORD'))
    .mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAuthorizedException' }));
  jest.mocked(confirmResetPassword).mockResolvedValue(undefined);
  const status = renderFlow();
  const user = await submitCredentials();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose a new password' })).toHaveFocus());

  await user.type(screen.getByLabelText('Code from the email'), '123456');
  await user.type(screen.getByLabelText('New password'), 'Chosen-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  await waitFor(() => expect(status).toHaveTextContent('Your password has been changed.'));
  expect(status).toBeInTheDocument();
  await waitFor(() => expect(status).toHaveFocus());
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();
});

test('a sign-in step this site does not support takes focus to its explanation, and back to the email box', async () => {
  mockedSignIn.mockResolvedValue(step('CONFIRM_SIGN_IN_WITH_TOTP_CODE'));
  renderFlow();
  const user = await submitCredentials();
  await waitFor(() => expect(screen.getByRole('heading', { name: /can’t finish signing you in/ })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
  expect(screen.getByLabelText('Email address')).toHaveFocus();
});

test('signed in, the news that she is being taken on is said in the region already there, which takes focus', async () => {
  mockedSignIn.mockResolvedValue(step('DONE'));
  const status = renderFlow();
  await submitCredentials();
  await waitFor(() => expect(status).toHaveTextContent("You're signed in. Taking you on…"));
  await waitFor(() => expect(status).toHaveFocus());
});
