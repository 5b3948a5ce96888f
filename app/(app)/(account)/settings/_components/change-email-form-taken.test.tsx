/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmUserAttribute, sendUserAttributeVerificationCode, updateUserAttribute } from 'aws-amplify/auth';
import { authMessages } from '@/lib/auth/messages';
import { ChangeEmailForm } from './change-email-form';

jest.mock('aws-amplify/auth', () => ({
  updateUserAttribute: jest.fn(),
  confirmUserAttribute: jest.fn(),
  sendUserAttributeVerificationCode: jest.fn(async () => undefined),
  fetchAuthSession: jest.fn(async () => ({})),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('../email-actions', () => ({ syncVerifiedEmail: jest.fn(async () => ({ ok: false })) }));

const mockedUpdate = jest.mocked(updateUserAttribute);
const codeStep = {
  isUpdated: false,
  nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' },
} as Awaited<ReturnType<typeof updateUserAttribute>>;
/** What Amplify rejects with when the identity service refuses an email another account uses. */
const emailTaken = Object.assign(new Error('An account with the given email already exists.'), {
  name: 'AliasExistsException',
});

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

beforeEach(() => jest.clearAllMocks());

/** What she sees after asking for a code for `email`, and after pressing "Send a new code" and entering a code. */
async function screensFor(email: string) {
  const view = render(<ChangeEmailForm current="ada@example.com" />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send a code to the new email' }));
  const codeBox = await screen.findByRole('textbox', { name: 'Code from the email' });
  const sent = screen.getByTestId('email-status').textContent;
  const hint = codeBox.getAttribute('aria-describedby');
  const hintText = (hint ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  await screen.findByText(/sent it a new code/);
  const resent = screen.getByTestId('email-status').textContent;
  await user.type(codeBox, '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
  await screen.findAllByText(authMessages.codeMismatch);
  view.unmount();
  return { sent, hintText, resent };
}

test('an email another account uses gets the same screens as one that can be used: nothing says it is taken', async () => {
  mockedUpdate.mockResolvedValueOnce(codeStep);
  jest
    .mocked(confirmUserAttribute)
    .mockRejectedValueOnce(Object.assign(new Error('Invalid code'), { name: 'CodeMismatchException' }));
  const free = await screensFor('free@example.com');

  mockedUpdate.mockRejectedValueOnce(emailTaken);
  const taken = await screensFor('taken@example.com');

  const asFor = (answers: typeof free, email: string) => JSON.parse(JSON.stringify(answers).replaceAll(email, 'X'));
  expect(asFor(taken, 'taken@example.com')).toEqual(asFor(free, 'free@example.com'));
  expect(taken.sent).toContain("If taken@example.com can be used for your account, we've sent it a 6-digit code.");
  expect(taken.hintText).toMatch(/may not be usable/);
  expect(document.body.textContent).not.toMatch(/another account/i);
  // The refused email has no code waiting: nothing is sent again, and no code is checked against another one.
  expect(sendUserAttributeVerificationCode).toHaveBeenCalledTimes(1);
  expect(confirmUserAttribute).toHaveBeenCalledTimes(1);
});
