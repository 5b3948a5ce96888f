import {
  autoSignIn,
  confirmSignIn,
  confirmSignUp,
  fetchUserAttributes,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { latestCode, useAmplifyTestStack } from '../test-support';

const realSetTimeout = global.setTimeout;
const stack = useAmplifyTestStack();
afterEach(() => signOut());

test('a user who must choose a new password gets NEW_PASSWORD_REQUIRED and is signed in after choosing one', async () => {
  const email = 'invited@example.com';
  stack().identity.createUser({ email, password: 'Temp-Passw0rd!', status: 'FORCE_CHANGE_PASSWORD' });

  const first = await signIn({ username: email, password: 'Temp-Passw0rd!' });
  expect(first).toMatchObject({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
  });
  const done = await confirmSignIn({
    challengeResponse: 'Chosen-Passw0rd!',
    options: { userAttributes: { given_name: 'Ivy' } },
  });
  expect(done.isSignedIn).toBe(true);
  expect(await fetchUserAttributes()).toMatchObject({ email, given_name: 'Ivy' });

  await signOut();
  expect((await signIn({ username: email, password: 'Chosen-Passw0rd!' })).isSignedIn).toBe(true);
});

test('autoSignIn after confirming the sign-up code signs her in', async () => {
  const email = 'auto@example.com';
  const password = 'Aut0-Sign-In!';
  // Amplify arms a 3-minute timer to abandon an unfinished auto sign-in; unref it so jest can exit.
  const unrefTimers = jest
    .spyOn(global, 'setTimeout')
    .mockImplementation(((...args: Parameters<typeof setTimeout>) =>
      realSetTimeout(...args).unref()) as typeof setTimeout);
  await signUp({ username: email, password, options: { userAttributes: { email }, autoSignIn: true } });
  unrefTimers.mockRestore();
  const confirmed = await confirmSignUp({ username: email, confirmationCode: await latestCode(stack(), email) });
  expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
  expect((await autoSignIn()).isSignedIn).toBe(true);
  expect((await fetchUserAttributes()).email).toBe(email);
});
