import 'server-only';
import { cache } from 'react';
import { getIdentityAttributes, isSessionEnded } from './identity-api';

/**
 * Her identity as the identity service holds it now, or why it could not be read: `ended` when the service
 * refuses her token (revoked by a sign-out elsewhere, expired, her account gone), `unreachable` when it did not
 * answer (a timeout, throttling, an outage).
 */
export type IdentityRead =
  { status: 'read'; attributes: Record<string, string> } | { status: 'ended' } | { status: 'unreachable' };

/** Read once per request however many parts of the page ask. */
export const readCurrentIdentity = cache(async (accessToken: string): Promise<IdentityRead> => {
  try {
    return { status: 'read', attributes: await getIdentityAttributes(accessToken) };
  } catch (error) {
    console.error('[identity] GetUser failed while reading her identity');
    return isSessionEnded(error) ? { status: 'ended' } : { status: 'unreachable' };
  }
});

/**
 * Her identity's attributes as the identity service holds them now (not as her ID token said when it was
 * issued, so a withdrawal or a correction counts at once). Null when they cannot be read.
 */
export async function currentIdentityAttributes(accessToken: string): Promise<Record<string, string> | null> {
  const identity = await readCurrentIdentity(accessToken);
  return identity.status === 'read' ? identity.attributes : null;
}
