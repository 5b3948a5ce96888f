import type { IdentityContext } from '../context';
import { CognitoError } from '../errors';
import { MAX_PASSWORD_FAILURES } from '../pool';
import { seal } from '../sealed-box';
import { startSession } from '../sessions';
import type { StoredUser } from '../store';

/** Purpose label for challenge `Session` strings (see sealed-box). */
export const CHALLENGE_SESSION = 'challenge-session';
const CHALLENGE_SESSION_SECONDS = 3 * 60;

export interface ChallengeSessionState {
  sub: string;
  challenge: 'NEW_PASSWORD_REQUIRED';
  expiresAt: number;
}

/** Failed password counts are kept per account when there is one, else per name, so both behave the same. */
export const passwordFailureKey = (user: StoredUser | undefined, loginName: string) =>
  `password:${user ? user.sub : `name:${loginName.trim().toLowerCase()}`}`;

/**
 * Cognito answers a sixth wrong password within the window with NotAuthorizedException "Password attempts
 * exceeded" (not LimitExceededException, which Amplify would treat as throttling and retry).
 */
export function assertPasswordAttemptsLeft(ctx: IdentityContext, key: string): void {
  if (ctx.failures.count(key) >= MAX_PASSWORD_FAILURES) {
    throw new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
  }
}

/** What follows a proven password: refusal for unconfirmed or disabled users, a challenge, or tokens. */
export function completePasswordSignIn(ctx: IdentityContext, user: StoredUser, clientId: string) {
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  if (user.status === 'UNCONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const state: ChallengeSessionState = {
      sub: user.sub,
      challenge: 'NEW_PASSWORD_REQUIRED',
      expiresAt: ctx.clock.now() + CHALLENGE_SESSION_SECONDS * 1000,
    };
    const { email: _email, email_verified: _verified, ...editable } = user.attributes;
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: seal(state, ctx.store.data.serverSecret, CHALLENGE_SESSION).toString('base64'),
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({ ...editable, email: user.attributes.email }),
      },
    };
  }
  return { AuthenticationResult: startSession(ctx, user, clientId), ChallengeParameters: {} };
}
