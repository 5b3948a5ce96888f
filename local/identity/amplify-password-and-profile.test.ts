import {
  confirmResetPassword,
  confirmUserAttribute,
  deleteUser,
  fetchUserAttributes,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { errorNameOf, latestCode, useAmplifyTestStack } from '../test-support';

const stack = useAmplifyTestStack();
afterEach(() => signOut());

function confirmedUser(email: string, password: string) {
  return stack().identity.createUser({ email, password, status: 'CONFIRMED', attributes: { given_name: 'Ann' } });
}

test('forgot password: the mailed code sets a new password, and only the new one signs in', async () => {
  const email = 'forgetful@example.com';
  confirmedUser(email, 'Old-Passw0rd!');

  const started = await resetPassword({ username: email });
  expect(started.nextStep).toMatchObject({
    resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
    codeDeliveryDetails: { destination: 'f***@e***', deliveryMedium: 'EMAIL' },
  });
  const code = await latestCode(stack(), email);
  expect(
    await errorNameOf(confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'weak' })),
  ).toBe('InvalidPasswordException');
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'New-Passw0rd!' });

  expect(await errorNameOf(signIn({ username: email, password: 'Old-Passw0rd!' }))).toBe('NotAuthorizedException');
  expect((await signIn({ username: email, password: 'New-Passw0rd!' })).isSignedIn).toBe(true);
});

test('forgot password for an unknown email looks the same and sends nothing', async () => {
  const started = await resetPassword({ username: 'ghost@example.com' });
  expect(started.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
  expect(stack().identity.mailbox('ghost@example.com')).toEqual([]);
});

test('a reset code expires after an hour', async () => {
  const email = 'late@example.com';
  confirmedUser(email, 'Old-Passw0rd!');
  await resetPassword({ username: email });
  const code = await latestCode(stack(), email);
  stack().clock.advance(60 * 60 * 1000 + 1000);
  const attempt = confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'New-Passw0rd!' });
  expect(await errorNameOf(attempt)).toBe('ExpiredCodeException');
});

test('change password needs the current one', async () => {
  const email = 'changer@example.com';
  confirmedUser(email, 'First-Passw0rd!');
  await signIn({ username: email, password: 'First-Passw0rd!' });
  expect(await errorNameOf(updatePassword({ oldPassword: 'Not-Her-Passw0rd!', newPassword: 'Second-Passw0rd!' }))).toBe(
    'NotAuthorizedException',
  );
  await updatePassword({ oldPassword: 'First-Passw0rd!', newPassword: 'Second-Passw0rd!' });
  await signOut();
  expect((await signIn({ username: email, password: 'Second-Passw0rd!' })).isSignedIn).toBe(true);
});

test('profile changes apply at once; a new email only after its code is confirmed', async () => {
  const email = 'mover@example.com';
  confirmedUser(email, 'Movin9-House!');
  await signIn({ username: email, password: 'Movin9-House!' });

  const result = await updateUserAttributes({
    userAttributes: { family_name: 'Smith', 'custom:prefix': 'Dr', email: 'new.home@example.com' },
  });
  expect(result.family_name?.isUpdated).toBe(true);
  expect(result.email?.nextStep.updateAttributeStep).toBe('CONFIRM_ATTRIBUTE_WITH_CODE');
  expect(await fetchUserAttributes()).toMatchObject({ email, family_name: 'Smith', 'custom:prefix': 'Dr' });

  await confirmUserAttribute({
    userAttributeKey: 'email',
    confirmationCode: await latestCode(stack(), 'new.home@example.com'),
  });
  expect(await fetchUserAttributes()).toMatchObject({ email: 'new.home@example.com', email_verified: 'true' });
  await signOut();
  expect((await signIn({ username: 'new.home@example.com', password: 'Movin9-House!' })).isSignedIn).toBe(true);
});

test('a deleted account can no longer sign in', async () => {
  const email = 'leaving@example.com';
  confirmedUser(email, 'G00dbye-All!');
  await signIn({ username: email, password: 'G00dbye-All!' });
  await deleteUser();
  expect(await errorNameOf(signIn({ username: email, password: 'G00dbye-All!' }))).toBe('NotAuthorizedException');
});
