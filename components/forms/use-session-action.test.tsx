/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { initialFormState, type FormState } from '@/lib/forms/form-state';
import { useSessionAction } from './use-session-action';

jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolId: 'pool' } } }) } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn(), signOut: jest.fn() }));
const mockedSignOut = jest.mocked(signOut);

beforeEach(() => {
  // Tokens with 50 minutes left: the browser reads her session as live.
  const exp = Math.floor(Date.now() / 1000) + 50 * 60;
  jest.mocked(fetchAuthSession).mockResolvedValue({
    tokens: { idToken: { payload: { exp } }, accessToken: { payload: { exp } } },
  } as never);
  mockedSignOut.mockReset();
});

const answering = (extra: Partial<FormState>) => async (previous: FormState) => ({
  ...previous,
  status: 'failed' as const,
  message: 'Not saved.',
  version: previous.version + 1,
  ...extra,
});

test('the check’s send: an answer that her session has ended (revoked elsewhere) ends it in the browser too', async () => {
  const { result } = renderHook(() => useSessionAction(answering({ sessionEnded: true }), initialFormState()));
  await act(async () => void (await result.current.send(new FormData())));
  await waitFor(() => expect(result.current.state.version).toBe(1));
  await waitFor(() => expect(mockedSignOut).toHaveBeenCalledWith());
});

test('any other answer leaves her session alone', async () => {
  const { result } = renderHook(() => useSessionAction(answering({}), initialFormState()));
  await act(async () => void (await result.current.send(new FormData())));
  await waitFor(() => expect(result.current.state.version).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockedSignOut).not.toHaveBeenCalled();
});
