import 'server-only';
import {
  AdminDeleteUserAttributesCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '@/lib/config';
import { LOCAL_SERVER_CREDENTIALS } from '@/lib/local-stack';
import { getIdentityAttributes } from './identity-api';
import type { SessionUser } from './session';

/**
 * Changes to her consent records after sign-up (/settings: health-data consent; /account: the prize draw). Her
 * own access token may not write them (lib/validation/identity-permissions.ts), so the web server writes them
 * with its own AWS credentials: on AWS its Lambda role, allowed exactly these two actions on the pool
 * (infra/lib/web-stack.ts); locally the local server key, which the local identity service checks (SigV4).
 * The account is always hers: the `sub` of her verified session (Cognito's admin actions take the sub as the
 * username), never anything from a form. Her session is only checked by its signature, and an admin write would
 * not notice a signed-out (revoked) token or a disabled account, so Cognito is first asked about her own access
 * token (GetUser), which refuses both: a stolen, signed-out cookie cannot change her consents.
 */
const TIMEOUT_MS = 8000;

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  const local = config.auth.userPoolEndpoint;
  client ??= new CognitoIdentityProviderClient({
    region: config.auth.region,
    ...(local ? { endpoint: local, credentials: LOCAL_SERVER_CREDENTIALS } : {}),
  });
  return client;
}

type ConsentSession = Pick<SessionUser, 'sub' | 'accessToken'>;

export async function updateConsentRecords(session: ConsentSession, attributes: Record<string, string>): Promise<void> {
  await getIdentityAttributes(session.accessToken);
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config.auth.userPoolId,
      Username: session.sub,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
    { abortSignal: AbortSignal.timeout(TIMEOUT_MS) },
  );
}

export async function deleteConsentRecords(session: ConsentSession, names: string[]): Promise<void> {
  await getIdentityAttributes(session.accessToken);
  await cognito().send(
    new AdminDeleteUserAttributesCommand({
      UserPoolId: config.auth.userPoolId,
      Username: session.sub,
      UserAttributeNames: names,
    }),
    { abortSignal: AbortSignal.timeout(TIMEOUT_MS) },
  );
}
