'use client';

import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { readStoredTokens } from '@/lib/auth/session-cookies';
import { forgetHerRecords, unsentCount } from '@/lib/offline/her-records';
import { unverifiedClaims } from './auth-state';
import { documentCookies } from './document-cookies';
import { goTo } from './navigation';
import { leaveNotice } from './notice';
import { clearPendingSignUp } from './pending-sign-up';
import { recordSignedIn } from './signed-in-hint-store';

export type SignOutScope = 'everywhere' | 'thisDeviceOnly';

const GLOBAL_SIGN_OUT_TIMEOUT_MS = 5_000;

/**
 * Ends the session on every device with Cognito's GlobalSignOut. Amplify's `signOut({ global: true })` makes the
 * same call but swallows its failure, so she could not be told that her other devices are still signed in;
 * this makes the call itself to know. `true` also when the token was already revoked: nothing is left to end.
 */
async function globalSignOut(): Promise<boolean> {
  const cognito = Amplify.getConfig().Auth?.Cognito;
  if (!cognito?.userPoolId) return false;
  try {
    const { tokens } = await fetchAuthSession();
    if (!tokens?.accessToken) return true;
    const region = cognito.userPoolId.split('_')[0];
    const endpoint = cognito.userPoolEndpoint ?? `https://cognito-idp.${region}.amazonaws.com/`;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      body: JSON.stringify({ AccessToken: tokens.accessToken.toString() }),
      cache: 'no-store',
      signal: AbortSignal.timeout(GLOBAL_SIGN_OUT_TIMEOUT_MS),
    });
    if (response.ok) return true;
    const { __type: type = '' } = (await response.json().catch(() => ({}))) as { __type?: string };
    return /NotAuthorized|UserNotFound/.test(type);
  } catch {
    return false;
  }
}

/**
 * Her account id, from the ID token Amplify keeps on this device, read as it is: not Amplify's getCurrentUser,
 * which renews an expired token first and throws offline or once a sign-out elsewhere revoked it, and her records
 * would then stay on the device. Null when the device holds no token.
 */
function signedInUid(): string | null {
  const clientId = Amplify.getConfig().Auth?.Cognito?.userPoolClientId;
  const tokens = clientId ? readStoredTokens(documentCookies, clientId) : null;
  const sub = tokens ? unverifiedClaims(tokens.idToken)?.sub : null;
  return typeof sub === 'string' && sub ? sub : null;
}

/** Her checks and check-ins saved offline that have not reached us: signing out would delete them. */
export async function unsentOnThisDevice(): Promise<number> {
  const uid = signedInUid();
  return uid ? unsentCount(window.localStorage, uid) : 0;
}

/**
 * Spec section 4: sign-out is global and clears cached tokens. Her unfinished and unsent records leave the
 * device too (they can hold health information, and a shared device must keep nothing of hers). Without a network she is still signed out
 * here (the reliability rule: nothing keeps her signed in against her will); the caller says so.
 */
export async function signOutEverywhere(): Promise<SignOutScope> {
  const uid = signedInUid();
  const everywhere = await globalSignOut();
  try {
    await signOut(); // revokes the refresh token if it can, clears the cookies, announces 'signedOut'
  } catch {
    // Spec section 8: a failed sign-out is only logged; the tokens are cleared before Amplify can fail.
  }
  clearPendingSignUp();
  if (uid) forgetHerRecords(window.localStorage, uid);
  recordSignedIn({ signedIn: false });
  return everywhere ? 'everywhere' : 'thisDeviceOnly';
}

/**
 * The sign-out button's whole job after a press, kept here so its code loads with Amplify on the press rather
 * than with the menu on every public page: sign out everywhere, leave the home page a notice if her other
 * devices could not be signed out, then home with a full navigation so nothing rendered for her stays on screen.
 */
export async function signOutAndGoHome(): Promise<void> {
  const scope = await signOutEverywhere();
  if (scope === 'thisDeviceOnly') leaveNotice('signedOutThisDeviceOnly');
  goTo('/');
}
