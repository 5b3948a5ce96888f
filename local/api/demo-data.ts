import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDemoData, type Store } from '@/backend';
import type { IdentityService } from '../identity';
import { LOCAL_USER_POOL_CLIENT_ID } from '../identity/pool';
import { SEED_ACCOUNTS } from '../identity/seed';

const MARKER_FILE = 'demo-data.json';

/**
 * The demo account's sub. Subs are random UUIDs and the identity service offers no lookup by email, so this
 * signs in through its public protocol with the seed password (the same call the e2e suite makes) and
 * revokes the session straight away. Null when the demo password has been changed or the account removed.
 */
async function demoSub(stackUrl: string, identity: IdentityService): Promise<string | null> {
  const [demo] = SEED_ACCOUNTS;
  const call = (action: string, body: unknown) =>
    fetch(`${stackUrl}/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
      body: JSON.stringify(body),
    });
  const response = await call('InitiateAuth', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
  });
  if (!response.ok) return null;
  const { AuthenticationResult: result } = (await response.json()) as {
    AuthenticationResult?: { IdToken: string; RefreshToken: string };
  };
  if (!result) return null;
  const claims = identity.verifyToken(result.IdToken);
  await call('RevokeToken', { ClientId: LOCAL_USER_POOL_CLIENT_ID, Token: result.RefreshToken });
  return typeof claims?.sub === 'string' ? claims.sub : null;
}

/**
 * Gives the demo account its profile, a year of diary and sample codes, once per data directory: a marker
 * file records that it was done, so data she deletes on purpose does not come back on the next start.
 * In memory (dataDir null) every stack is new, so it always seeds. seedDemoData itself is idempotent.
 */
export async function seedDemoAccount(options: {
  stackUrl: string;
  identity: IdentityService;
  store: Store;
  dataDir: string | null;
  now?: Date;
  log: (line: string) => void;
}): Promise<void> {
  const marker = options.dataDir ? join(options.dataDir, MARKER_FILE) : null;
  if (marker && existsSync(marker)) {
    const { seededAt } = JSON.parse(readFileSync(marker, 'utf8')) as { seededAt?: string };
    if (seededAt) return;
  }
  const [demo] = SEED_ACCOUNTS;
  const sub = await demoSub(options.stackUrl, options.identity);
  if (!sub) {
    options.log(`[local-stack] demo data not added: ${demo.email} could not sign in with the seed password`);
    return;
  }
  await seedDemoData(options.store, {
    uid: sub,
    email: demo.email,
    username: sub,
    given: demo.attributes.given_name,
    family: demo.attributes.family_name,
    now: options.now,
  });
  if (marker) writeFileSync(marker, `${JSON.stringify({ seededAt: new Date().toISOString() }, null, 2)}\n`);
  options.log(`[local-stack] demo data added for ${demo.email}`);
}
