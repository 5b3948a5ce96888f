/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmUserAttribute, fetchAuthSession, updateUserAttribute } from 'aws-amplify/auth';
import { ChangeEmailForm } from './change-email-form';

jest.mock('aws-amplify/auth', () => ({
  confirmUserAttribute: jest.fn(),
  fetchAuthSession: jest.fn(),
  sendUserAttributeVerificationCode: jest.fn(),
  updateUserAttribute: jest.fn(),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('../email-actions', () => ({
  syncVerifiedEmail: jest.fn(async () => ({ ok: true, email: 'new@example.com' })),
}));

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(updateUserAttribute).mockResolvedValue({
    isUpdated: false,
    nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' },
  } as never);
  jest.mocked(confirmUserAttribute).mockResolvedValue(undefined);
  jest.mocked(fetchAuthSession).mockResolvedValue({} as never);
});

/** Each step replaces the other's form, the pressed button with it: focus must land somewhere useful. */
async function askForCode() {
  const user = userEvent.setup();
  render(<ChangeEmailForm current="old@example.com" />);
  const status = screen.getByTestId('email-status');
  await user.type(screen.getByLabelText('New email address'), 'new@example.com');
  await user.click(screen.getByRole('button', { name: 'Send a code to the new email' }));
  await screen.findByLabelText('Code from the email');
  return { user, status };
}

test('after sending the code, focus goes to the news that it was sent, not <body>', async () => {
  const { status } = await askForCode();
  expect(status).toBeInTheDocument();
  expect(status).toHaveTextContent("If new@example.com can be used for your account, we've sent it a 6-digit code.");
  await waitFor(() => expect(status).toHaveFocus());
});

test('"Use a different email" takes her back to the email box', async () => {
  const { user } = await askForCode();
  await user.click(screen.getByRole('button', { name: 'Use a different email' }));
  expect(screen.getByLabelText('New email address')).toHaveFocus();
});

test('once the code is confirmed, focus goes to the news of her new email', async () => {
  const { user, status } = await askForCode();
  await user.type(screen.getByLabelText('Code from the email'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
  await waitFor(() => expect(status).toHaveTextContent('Your email is now new@example.com.'));
  await waitFor(() => expect(status).toHaveFocus());
});
