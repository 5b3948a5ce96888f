/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { z } from 'zod';
import { formInput, type FormAction, type FormState } from '@/lib/forms/form-state';
import { ErrorSummary } from './error-summary';
import { PageOwnerProvider } from './page-owner';
import { StatusMessage } from './status-message';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { SESSION_ENDED_MESSAGE, useFormAction } from './use-form-action';
import { sessionExpiringIn } from '@/lib/auth/client/testing/amplify-session';

jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolId: 'pool' } } }) } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn(), signOut: jest.fn() }));
const mockedFetchAuthSession = jest.mocked(fetchAuthSession);
const mockedSignOut = jest.mocked(signOut);

beforeEach(() => {
  mockedFetchAuthSession.mockReset().mockResolvedValue(sessionExpiringIn(50));
});

const schema = z.object({ title: z.string().trim().min(1, 'Enter a title') });

function NoteForm({ action, rules = schema }: { action: FormAction<'title'>; rules?: z.ZodType | (() => z.ZodType) }) {
  const form = useFormAction({ action, schema: rules, fields: ['title'], idPrefix: 'note' });
  const { statusRef } = form;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage ref={statusRef}>{form.status || null}</StatusMessage>
      {/* Keyed on each answer, as the app's forms are: the answer remounts the button she pressed. */}
      <form key={form.state.version} {...form.formProps} aria-label="Note">
        <TextField {...form.field('title')} label="Title" />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Save
        </SubmitButton>
      </form>
    </>
  );
}

/** An action that answers when the test says so, like a slow network. */
function slowAction(answer: Awaited<ReturnType<FormAction<'title'>>>['status'], message: string) {
  let release = () => {};
  const action = jest.fn<ReturnType<FormAction<'title'>>, Parameters<FormAction<'title'>>>(
    (previous, form) =>
      new Promise((resolve) => {
        // Echoes what was sent, as lib/actions does: the keyed form shows it again.
        const values = formInput(form);
        release = () => resolve({ status: answer, message, errors: {}, values, version: previous.version + 1 });
      }),
  );
  return { action, release: () => act(async () => release()) };
}

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

test('a mistake is caught before sending: shown by the field and in a summary that takes focus', async () => {
  const { action } = slowAction('saved', 'Saved.');
  render(<NoteForm action={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(action).not.toHaveBeenCalled();
  expect(screen.getByTestId('error-summary')).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Enter a title' })).toHaveAttribute('href', '#note-title');
  expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/Enter a title/);
});

test('a second press while saving sends nothing more; success is announced in a status region', async () => {
  const { action, release } = slowAction('saved', 'Your note has been saved.');
  render(<NoteForm action={action} />);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(screen.getByRole('button', { name: 'Saving…' }));
  await release();
  // useActionState would queue a second dispatch and run it after the first: none was made.
  await release();
  expect(action).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('Your note has been saved.');
  expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
});

test('after a save the confirmation takes focus, not <body>, once per answer', async () => {
  const { action, release } = slowAction('saved', 'Your note has been saved.');
  render(<NoteForm action={action} />);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(screen.getByRole('status')).toHaveFocus();

  // Typing on after the save keeps her where she is: only the next answer moves focus again.
  await userEvent.click(screen.getByLabelText('Title'));
  await userEvent.type(screen.getByLabelText('Title'), '!');
  expect(screen.getByLabelText('Title')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(screen.getByRole('status')).toHaveFocus();
});

test('a failed save keeps what she typed and says why in the focused summary', async () => {
  const { action, release } = slowAction('failed', 'We couldn’t save your changes just now.');
  render(<NoteForm action={action} />);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(screen.getByTestId('error-summary')).toHaveFocus();
  expect(screen.getByTestId('error-summary')).toHaveTextContent('We couldn’t save your changes just now.');
  expect(screen.getByLabelText('Title')).toHaveValue('Lump check');
});

test('on a signed-in page the form sends the account it was rendered for, so the server can refuse another', async () => {
  const { action, release } = slowAction('saved', 'Saved.');
  const { unmount } = render(
    <PageOwnerProvider uid="user-a">
      <NoteForm action={action} />
    </PageOwnerProvider>,
  );
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect((action.mock.calls[0]![1] as FormData).get('owner')).toBe('user-a');
  unmount();

  // A public page's form (no owner) sends none.
  const plain = slowAction('saved', 'Saved.');
  render(<NoteForm action={plain.action} />);
  await userEvent.type(screen.getByLabelText('Title'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await plain.release();
  expect((plain.action.mock.calls[0]![1] as FormData).has('owner')).toBe(false);
});

test('rules given as a function are worked out again at each submit, not when the form was drawn', async () => {
  const { action, release } = slowAction('saved', 'Saved.');
  // Stands for a rule that depends on the moment of saving, such as today's date.
  let taken = 'Lump check';
  render(
    <NoteForm
      action={action}
      rules={() => z.object({ title: z.string().refine((title) => title !== taken, 'Taken') })}
    />,
  );
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(action).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Taken' })).toBeInTheDocument();

  taken = 'something else';
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(action).toHaveBeenCalledTimes(1);
});

/** A signed-in page's note form, as the (app) layout renders it. */
function renderSignedIn(action: FormAction<'title'>) {
  return render(
    <PageOwnerProvider uid="user-a">
      <NoteForm action={action} />
    </PageOwnerProvider>,
  );
}

test('a signed-in session about to expire is renewed before the form is sent, so the server still knows her', async () => {
  const { action, release } = slowAction('saved', 'Your note has been saved.');
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(1)).mockResolvedValueOnce(sessionExpiringIn(60));
  renderSignedIn(action);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(mockedFetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  expect(action).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('Your note has been saved.');
});

test('a session with time left is sent as it is', async () => {
  const { action, release } = slowAction('saved', 'Saved.');
  renderSignedIn(action);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(mockedFetchAuthSession).not.toHaveBeenCalledWith({ forceRefresh: true });
  expect(action).toHaveBeenCalledTimes(1);
});

test('a session the server found ended, with time left on its tokens, is ended in the browser too', async () => {
  // A sign-out on another device revoked her tokens: only the server can tell, and its answer says so.
  mockedSignOut.mockReset();
  const action = jest.fn(async (previous: FormState<'title'>, form: FormData) => ({
    ...previous,
    status: 'failed' as const,
    message: 'Your session has ended. Please sign in again, then save your changes.',
    values: formInput(form),
    version: previous.version + 1,
    sessionEnded: true as const,
  }));
  renderSignedIn(action);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('error-summary')).toHaveTextContent('Please sign in again');
  // Amplify's local sign-out: /signin then offers the form, and nothing on the device is deleted.
  await waitFor(() => expect(mockedSignOut).toHaveBeenCalledWith());
  expect(screen.getByLabelText('Title')).toHaveValue('Lump check');
});

test('any other failure leaves her session alone', async () => {
  mockedSignOut.mockReset();
  const { action, release } = slowAction('failed', 'We couldn’t save your changes just now.');
  renderSignedIn(action);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(screen.getByTestId('error-summary')).toHaveTextContent('We couldn’t save');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockedSignOut).not.toHaveBeenCalled();
});

test('a session that has ended keeps her on the page with what she typed, and says to sign in again', async () => {
  const { action } = slowAction('saved', 'Saved.');
  // Amplify answers a refused refresh token with no tokens at all.
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(-5)).mockResolvedValueOnce({} as never);
  renderSignedIn(action);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(action).not.toHaveBeenCalled();
  expect(await screen.findByTestId('error-summary')).toHaveFocus();
  expect(screen.getByTestId('error-summary')).toHaveTextContent(SESSION_ENDED_MESSAGE);
  expect(screen.getByLabelText('Title')).toHaveValue('Lump check');

  // Signed in again in another tab: the same form, pressed again, is sent.
  mockedFetchAuthSession.mockResolvedValue(sessionExpiringIn(60));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(action).toHaveBeenCalledTimes(1);
});

test('a renewal that cannot reach the service never blocks the form: the server (or the offline queue) decides', async () => {
  const { action, release } = slowAction('saved', 'Saved.');
  mockedFetchAuthSession
    .mockResolvedValueOnce(sessionExpiringIn(1))
    .mockRejectedValueOnce(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
  renderSignedIn(action);
  await userEvent.type(screen.getByLabelText('Title'), 'Lump check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(action).toHaveBeenCalledTimes(1);
});

test('a public page’s form never asks for a session', async () => {
  const { action, release } = slowAction('saved', 'Saved.');
  render(<NoteForm action={action} />);
  await userEvent.type(screen.getByLabelText('Title'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await release();
  expect(mockedFetchAuthSession).not.toHaveBeenCalled();
  expect(action).toHaveBeenCalledTimes(1);
});
