import { confirmSignUp, resendSignUpCode, signIn, signUp } from 'aws-amplify/auth';
import { errorNameOf, latestCode, useAmplifyTestStack } from '../test-support';
import { SEED_ACCOUNTS } from './seed';

const stack = useAmplifyTestStack();
const [demo] = SEED_ACCOUNTS;

async function signInError(username: string, password: string) {
  try {
    await signIn({ username, password });
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('expected sign-in to fail');
}

test('a wrong password and an unknown email get the very same answer', async () => {
  const wrongPassword = await signInError(demo.email, 'Wrong-Passw0rd!');
  const unknownUser = await signInError('nobody@example.com', 'Wrong-Passw0rd!');
  expect(wrongPassword).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  expect(unknownUser).toEqual(wrongPassword);
});

test('the seeded demo user signs in with the printed password, by email in any case', async () => {
  const result = await signIn({ username: demo.email.toUpperCase(), password: demo.password });
  expect(result.isSignedIn).toBe(true);
});

test('sign-up refuses a weak password and an email that already has an account', async () => {
  expect(await errorNameOf(signUp({ username: 'weak@example.com', password: 'password1' }))).toBe(
    'InvalidPasswordException',
  );
  expect(await errorNameOf(signUp({ username: 'weak@example.com', password: 'NoDigits!!' }))).toBe(
    'InvalidPasswordException',
  );
  expect(await errorNameOf(signUp({ username: 'Demo@Example.com', password: 'An0ther-Pass' }))).toBe(
    'UsernameExistsException',
  );
});

test('sign-up refuses an attribute the schema does not have, and accepts custom ones', async () => {
  const attempt = signUp({
    username: 'schema@example.com',
    password: 'Val1d-Pass',
    options: { userAttributes: { shoe_size: '5' } },
  });
  expect(await errorNameOf(attempt)).toBe('InvalidParameterException');
  const ok = await signUp({
    username: 'schema@example.com',
    password: 'Val1d-Pass',
    options: { userAttributes: { 'custom:prefix': 'Ms', phone_number: '+447700900123' } },
  });
  expect(ok.userId).toBeDefined();
});

test('a wrong confirmation code is refused, the right one still works after', async () => {
  const email = 'codes@example.com';
  await signUp({ username: email, password: 'C0des-Matter' });
  const code = await latestCode(stack(), email);
  const wrong = code === '000000' ? '111111' : '000000';
  expect(await errorNameOf(confirmSignUp({ username: email, confirmationCode: wrong }))).toBe('CodeMismatchException');
  expect(await errorNameOf(confirmSignUp({ username: 'nobody@example.com', confirmationCode: wrong }))).toBe(
    'CodeMismatchException',
  );
  expect((await confirmSignUp({ username: email, confirmationCode: code })).isSignUpComplete).toBe(true);
});

test('a sign-up code expires after 24 hours; a resent code works', async () => {
  const email = 'slow@example.com';
  await signUp({ username: email, password: 'Sl0w-But-Sure' });
  const stale = await latestCode(stack(), email);
  stack().clock.advance(24 * 60 * 60 * 1000 + 1000);
  expect(await errorNameOf(confirmSignUp({ username: email, confirmationCode: stale }))).toBe('ExpiredCodeException');
  await resendSignUpCode({ username: email });
  const fresh = await latestCode(stack(), email);
  expect((await confirmSignUp({ username: email, confirmationCode: fresh })).isSignUpComplete).toBe(true);
});
