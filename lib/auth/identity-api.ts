import 'server-only';
import { config } from '@/lib/config';

/**
 * The few Cognito user-pool actions the server makes for her own account (settings: reading her consents,
 * keeping her names, phone and title in step with her record, erasure), in Cognito's JSON protocol, so the same code talks to Cognito on AWS and to the local identity
 * service. Every call carries her own access token (or her password, to check it). Changing her consent records
 * takes the server's own credentials instead (identity-admin.ts): her token may not write them.
 */
const TIMEOUT_MS = 8000;

export class IdentityError extends Error {
  constructor(readonly type: string) {
    super(`Identity call failed: ${type}`);
    this.name = 'IdentityError';
  }
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
  const answer = (await response.json().catch(() => ({}))) as T & { __type?: string };
  if (!response.ok)
    throw new IdentityError(
      String(answer.__type ?? response.status)
        .split('#')
        .pop() ?? 'Failed',
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
 * Whether this is her password, checked the way sign-in checks it (the pool's password flow, so wrong guesses
 * count towards the same lock-out). The tokens a success issues are revoked again at once.
 */
export async function passwordIsCorrect(email: string, password: string): Promise<boolean> {
  try {
    const answer = await call<{ AuthenticationResult?: { RefreshToken?: string } }>('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.auth.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    const refresh = answer.AuthenticationResult?.RefreshToken;
    if (refresh)
      await call('RevokeToken', { Token: refresh, ClientId: config.auth.userPoolClientId }).catch(() => undefined);
    return true;
  } catch (error) {
    if (error instanceof IdentityError && /NotAuthorized|UserNotFound|PasswordResetRequired/.test(error.type))
      return false;
    throw error;
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
