import {
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { callCognito, latestCode, useAmplifyTestStack } from '../test-support';
import { LOCAL_USER_POOL_CLIENT_ID } from './pool';

const stack = useAmplifyTestStack();

test('sign up, confirm with the mailed code, SRP sign-in, refresh, then global sign-out ends every session', async () => {
  const email = 'jane.doe@example.org';
  const password = 'Str0ng&Secret';

  const signedUp = await signUp({
    username: email,
    password,
    options: { userAttributes: { email, given_name: 'Jane', family_name: 'Doe', 'custom:prefix': 'Dr' } },
  });
  expect(signedUp.isSignUpComplete).toBe(false);
  expect(signedUp.nextStep).toMatchObject({
    signUpStep: 'CONFIRM_SIGN_UP',
    codeDeliveryDetails: { destination: 'j***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' },
  });
  expect(signedUp.userId).toMatch(/^[0-9a-f-]{36}$/);

  // Amplify turns the service's UserNotConfirmedException into a next step.
  expect(await signIn({ username: email, password })).toMatchObject({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
  });

  const confirmed = await confirmSignUp({ username: email, confirmationCode: await latestCode(stack(), email) });
  expect(confirmed.isSignUpComplete).toBe(true);

  const signedIn = await signIn({ username: email, password });
  expect(signedIn).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  expect((await getCurrentUser()).userId).toBe(signedUp.userId);

  const attributes = await fetchUserAttributes();
  expect(attributes).toMatchObject({
    sub: signedUp.userId,
    email,
    email_verified: 'true',
    given_name: 'Jane',
    family_name: 'Doe',
    'custom:prefix': 'Dr',
  });

  const first = await fetchAuthSession();
  const refreshed = await fetchAuthSession({ forceRefresh: true });
  expect(refreshed.tokens?.accessToken.toString()).not.toBe(first.tokens?.accessToken.toString());
  expect(refreshed.tokens?.idToken?.payload.email).toBe(email);
  expect(refreshed.tokens?.accessToken.payload.origin_jti).toBe(first.tokens?.accessToken.payload.origin_jti);

  // A second device signed in at the same time, seen through the raw protocol.
  const other = await callCognito(stack(), 'InitiateAuth', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const { AccessToken: otherAccess, RefreshToken: otherRefresh } = other.body.AuthenticationResult;
  const accessBeforeSignOut = refreshed.tokens?.accessToken.toString();

  await signOut({ global: true });

  expect((await fetchAuthSession()).tokens).toBeUndefined();
  const refreshAfter = await callCognito(stack(), 'GetTokensFromRefreshToken', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    RefreshToken: otherRefresh,
  });
  expect(refreshAfter.status).toBe(400);
  expect(refreshAfter.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  for (const token of [otherAccess, accessBeforeSignOut]) {
    const getUser = await callCognito(stack(), 'GetUser', { AccessToken: token });
    expect(getUser.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  }
});
