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

/** What to write (`set`) and what to remove (`remove`) among her consent records. */
export interface ConsentChange {
  set?: Record<string, string>;
  remove?: string[];
}

/**
 * Asks Cognito about her own token once (GetUser: refused when signed out or disabled), then makes the change
 * `decide` chooses from her current attributes, so a repeated request can see it is already done and write
 * nothing. Returns the change made.
 */
export async function changeConsentRecords(
  session: ConsentSession,
  decide: (current: Record<string, string>) => ConsentChange,
): Promise<ConsentChange> {
  const change = decide(await getIdentityAttributes(session.accessToken));
  const options = () => ({ abortSignal: AbortSignal.timeout(TIMEOUT_MS) });
  const UserPoolId = config.auth.userPoolId;
  if (change.set && Object.keys(change.set).length > 0)
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username: session.sub,
        UserAttributes: Object.entries(change.set).map(([Name, Value]) => ({ Name, Value })),
      }),
      options(),
    );
  if (change.remove && change.remove.length > 0)
    await cognito().send(
      new AdminDeleteUserAttributesCommand({ UserPoolId, Username: session.sub, UserAttributeNames: change.remove }),
      options(),
    );
  return change;
}
