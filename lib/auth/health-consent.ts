import 'server-only';
import { cookies } from 'next/headers';
import { CONSENT_COOKIE, consentChoices, type ConsentChoice } from '@/lib/consent/cookie-consent';
import { consentsFromAttributes, type ConsentRecord } from '@/lib/export';
import { healthConsentWithdrawn } from './health-consent-record';
import { currentIdentityAttributes as loadAttributes, readCurrentIdentity } from './current-identity';
import type { SessionUser } from './session';

export { HEALTH_CONSENT_WITHDRAWN } from './health-consent-record';

export async function loadConsents(session: SessionUser): Promise<ConsentRecord[] | null> {
  const attributes = await loadAttributes(session.accessToken);
  if (!attributes) return null;
  const cookie = (await cookies()).get(CONSENT_COOKIE)?.value;
  const choice = consentChoices.includes(cookie as ConsentChoice) ? (cookie as ConsentChoice) : null;
  return consentsFromAttributes(attributes, choice);
}

/**
 * Her health-data consent as far as it can be known now: `unknown` when neither her identity nor her record could
 * be read, `signed-out` when the identity service refuses her token (a sign-out on another device revokes it).
 * Only `given` lets her health information be shown or recorded.
 */
export type HealthConsent = 'given' | 'withdrawn' | 'unknown' | 'signed-out';

/**
 * Health features stop only on her explicit withdrawal (accounts made before consents were recorded keep
 * working). Her identity says; when it cannot be read, `recordSaysPaused` does: her User record's `healthPaused`,
 * which withdrawing writes before it changes her identity, so it is never behind a withdrawal (null: not readable,
 * or never set). Neither: nothing of her health is read or recorded until one can be (the privacy notice promises
 * that withdrawing stops it).
 */
export async function readHealthConsent(
  session: SessionUser,
  recordSaysPaused: () => Promise<boolean | null>,
): Promise<HealthConsent> {
  const identity = await readCurrentIdentity(session.accessToken);
  if (identity.status === 'read') return healthConsentWithdrawn(identity.attributes) ? 'withdrawn' : 'given';
  if (identity.status === 'ended') return 'signed-out';
  const paused = await recordSaysPaused().catch(() => null);
  if (paused === null) return 'unknown';
  return paused ? 'withdrawn' : 'given';
}

/** What a health form answers while her consent is withdrawn: nothing is saved, and she is told where to change it. */
export const HEALTH_PAUSED_MESSAGE =
  'Your health features are paused, so this was not saved. You can give your consent again in settings.';

/** What a health form answers when her consent cannot be checked: nothing is saved, and nothing is lost. */
export const HEALTH_CONSENT_UNKNOWN_MESSAGE =
  'We couldn’t check your consent to using your health information just now, so this was not saved. What you typed is still here: please try again in a moment.';
