import {
  confirmUserAttribute,
  fetchAuthSession,
  fetchUserAttributes,
  signIn,
  signOut,
  updateUserAttribute,
} from 'aws-amplify/auth';
import { errorNameOf, latestCode, useAmplifyTestStack } from '../test-support';

/**
 * A change of email as a pool with "keep original attribute value active when an update is pending" does it
 * (infra/lib/identity-stack.ts): the code goes to the new address, and the old email stays hers until it is used.
 */
const stack = useAmplifyTestStack();
// Each SRP sign-in takes a second or two on a busy machine.
jest.setTimeout(30_000);
afterEach(() => signOut());

async function signedIn(email: string, password: string): Promise<void> {
  stack().identity.createUser({ email, password, status: 'CONFIRMED' });
  await signIn({ username: email, password });
}

const mailTo = (email: string) => stack().identity.mailbox(email);

test('the code goes to the new address; until it is used the old email is hers and signs in', async () => {
  await signedIn('before@example.com', 'Keep-0ld-One!');
  const answer = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: 'after@example.com' } });
  expect(answer.nextStep).toMatchObject({
    updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE',
    codeDeliveryDetails: { destination: 'a***@e***', deliveryMedium: 'EMAIL' },
  });
  expect(mailTo('after@example.com')).toHaveLength(1);
  expect(mailTo('before@example.com')).toHaveLength(0);
  expect(await fetchUserAttributes()).toMatchObject({ email: 'before@example.com', email_verified: 'true' });

  await signOut();
  expect(await errorNameOf(signIn({ username: 'after@example.com', password: 'Keep-0ld-One!' }))).toBe(
    'NotAuthorizedException',
  );
  expect((await signIn({ username: 'before@example.com', password: 'Keep-0ld-One!' })).isSignedIn).toBe(true);
});

test('a wrong code changes nothing; the right one moves her email and her next ID token says so', async () => {
  await signedIn('old.address@example.com', 'M0ving-Home!');
  await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: 'new.address@example.com' } });
  const code = await latestCode(stack(), 'new.address@example.com');
  const wrong = code === '000000' ? '111111' : '000000';

  expect(await errorNameOf(confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: wrong }))).toBe(
    'CodeMismatchException',
  );
  expect((await fetchUserAttributes()).email).toBe('old.address@example.com');

  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  expect(await fetchUserAttributes()).toMatchObject({ email: 'new.address@example.com', email_verified: 'true' });
  const { tokens } = await fetchAuthSession({ forceRefresh: true });
  expect(tokens?.idToken?.payload).toMatchObject({ email: 'new.address@example.com', email_verified: true });
  expect(stack().identity.findUser('old.address@example.com')).toBeNull();
});

test('an email another account uses is refused, and hers stays', async () => {
  stack().identity.createUser({ email: 'taken@example.com', password: 'S0meone-Else!', status: 'CONFIRMED' });
  await signedIn('mine@example.com', 'Mine-Passw0rd!');
  const attempt = updateUserAttribute({ userAttribute: { attributeKey: 'email', value: 'Taken@example.com' } });
  expect(await errorNameOf(attempt)).toBe('AliasExistsException');
  expect(mailTo('taken@example.com')).toHaveLength(0);
  expect((await fetchUserAttributes()).email).toBe('mine@example.com');
});
