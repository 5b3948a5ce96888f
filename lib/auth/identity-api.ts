import 'server-only';
import { decodeJwt } from 'jose';
import { config } from '@/lib/config';

/**
 * The few Cognito user-pool actions the server makes for her own account (settings: reading her consents,
 * keeping her names, phone and title in step with her record, erasure), in Cognito's JSON protocol, so the same code talks to Cognito on AWS and to the local identity
 * service. Every call carries her own access token (or her password, to check it). Changing her consent records
 * takes the server's own credentials instead (identity-admin.ts): her token may not write them.
 */
const TIMEOUT_MS = 8000;

export class IdentityError extends Error {
  constructor(
    readonly type: string,
    /**
     * The service's own words, kept apart from `message` so they are never logged: one type can mean several
     * things (NotAuthorizedException is a wrong password, a lock-out, or a token revoked by a sign-out elsewhere).
     */
    readonly serviceMessage = '',
  ) {
    super(`Identity call failed: ${type}`);
    this.name = 'IdentityError';
  }
}

/**
 * Cognito's answer to a password tried while the account is locked after repeated wrong ones, right or wrong:
 * NotAuthorizedException "Password attempts exceeded". The lock grows to about 15 minutes and lifts after 15
 * minutes without a try (the local stand-in: 5 wrong ones in a sliding 15 minutes).
 */
export function isPasswordLockout(error: unknown): boolean {
  return (
    error instanceof IdentityError &&
    error.type === 'NotAuthorizedException' &&
    /attempts exceeded/i.test(error.serviceMessage)
  );
}

/**
 * Her access token refused by the identity service itself: revoked (a sign-out on another device), expired, or
 * her account disabled or gone. Her session has ended; signing in again is the way on. A network failure never is.
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof IdentityError && /^(NotAuthorized|UserNotFound)Exception$/.test(error.type);
}

function endpoint(): string {
  return config.auth.userPoolEndpoint ?? `https://cognito-idp.${config.auth.region}.amazonaws.com/`;
}

async function call<T>(action: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new IdentityError('Unavailable');
  }
  const answer = (await response.json().catch(() => ({}))) as T & { __type?: string; message?: string };
  if (!response.ok)
    throw new IdentityError(
      String(answer.__type ?? response.status)
        .split('#')
        .pop() ?? 'Failed',
      typeof answer.message === 'string' ? answer.message : '',
    );
  return answer;
}

/** Her identity's attributes as a map (email, names, custom:* consent stamps). */
export async function getIdentityAttributes(accessToken: string): Promise<Record<string, string>> {
  const { UserAttributes = [] } = await call<{ UserAttributes?: { Name: string; Value: string }[] }>('GetUser', {
    AccessToken: accessToken,
  });
  return Object.fromEntries(UserAttributes.map(({ Name, Value }) => [Name, Value]));
}

/** Sets attributes her own token may write (lib/validation/identity-permissions.ts): her names, phone, title. */
export async function updateIdentityAttributes(accessToken: string, attributes: Record<string, string>): Promise<void> {
  await call('UpdateUserAttributes', {
    AccessToken: accessToken,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  });
}

/** Removes attributes her own token may write; removing one she does not have is no error. */
export async function deleteIdentityAttributes(accessToken: string, names: readonly string[]): Promise<void> {
  await call('DeleteUserAttributes', { AccessToken: accessToken, UserAttributeNames: names });
}

/**
 * A session of her own, started with her password: proof that she knows it, and an access token no sign-out
 * elsewhere has revoked. `end()` revokes it again (and, by Cognito's rule, the access token issued with it).
 */
export interface PasswordSession {
  /** Absent when the pool answers with a challenge instead of tokens: the password was still right. */
  accessToken?: string;
  end(): Promise<void>;
}

/**
 * Her password checked the way sign-in checks it (the pool's password flow, so wrong guesses count towards the
 * same lock-out): her new session, or null when the password is wrong. Throws when she is locked out
 * (isPasswordLockout) or the service fails, and when the password opens an account other than `sub` (the email in
 * her token can be out of date), so nothing is ever done to someone else's account with it.
 */
export async function startPasswordSession(
  email: string,
  password: string,
  sub: string,
): Promise<PasswordSession | null> {
  let answer: { AuthenticationResult?: { AccessToken?: string; RefreshToken?: string } };
  try {
    answer = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.auth.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  } catch (error) {
    if (isPasswordLockout(error)) throw error;
    if (error instanceof IdentityError && /NotAuthorized|UserNotFound|PasswordResetRequired/.test(error.type))
      return null;
    throw error;
  }
  const { AccessToken: accessToken, RefreshToken: refresh } = answer.AuthenticationResult ?? {};
  const end = async () => {
    if (refresh)
      await call('RevokeToken', { Token: refresh, ClientId: config.auth.userPoolClientId }).catch(() => undefined);
  };
  // Straight from the identity service over TLS, in answer to this call: its claims need no second check here.
  if (accessToken && decodeJwt(accessToken).sub !== sub) {
    await end();
    throw new IdentityError('OtherAccount');
  }
  return { accessToken, end };
}

/**
 * Whether the identity service says the account behind her token is gone (deleted on another device, or by a
 * deletion whose answer was lost): GetUser answers UserNotFoundException. The password flow cannot say so: with
 * PreventUserExistenceErrors (infra's app client, and the local stand-in) an unknown user gets the same
 * NotAuthorizedException as a wrong password. A token revoked by a sign-out elsewhere (NotAuthorizedException),
 * a failure, or an answer is no such proof: false.
 */
export async function identityGone(accessToken: string): Promise<boolean> {
  try {
    await call('GetUser', { AccessToken: accessToken });
    return false;
  } catch (error) {
    return error instanceof IdentityError && error.type === 'UserNotFoundException';
  }
}

/** Deletes her identity: her email can then join again as a new person. */
export async function deleteIdentity(accessToken: string): Promise<void> {
  await call('DeleteUser', { AccessToken: accessToken });
}

/**
 * Signs a server account in with the pool's password flow (the prize-draw service account): its access token
 * and how many seconds it lasts. Never used for a person's sign-in, which happens in her browser.
 */
export async function serviceSignIn(
  username: string,
  password: string,
): Promise<{ accessToken: string; expiresInSeconds: number }> {
  const answer = await call<{ AuthenticationResult?: { AccessToken?: string; ExpiresIn?: number } }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: config.auth.userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  const accessToken = answer.AuthenticationResult?.AccessToken;
  // A challenge (a new password required, say) leaves no token: the account is not ready for unattended use.
  if (!accessToken) throw new IdentityError('ChallengeRequired');
  return { accessToken, expiresInSeconds: answer.AuthenticationResult?.ExpiresIn ?? 3600 };
}
