import 'server-only';
import { cookies } from 'next/headers';
import { CONSENT_COOKIE, consentChoices, type ConsentChoice } from '@/lib/consent/cookie-consent';
import { consentsFromAttributes, type ConsentRecord } from '@/lib/export';
import { healthConsentWithdrawn } from './health-consent-record';
import { currentIdentityAttributes as loadAttributes } from './current-identity';
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
 * Health features stop only on her explicit withdrawal (accounts made before consents were recorded keep
 * working); when the identity service cannot be reached she is not locked out of her own records.
 */
export async function hasHealthConsent(session: SessionUser): Promise<boolean> {
  const attributes = await loadAttributes(session.accessToken);
  return !attributes || !healthConsentWithdrawn(attributes);
}

/** What a health form answers while her consent is withdrawn: nothing is saved, and she is told where to change it. */
export const HEALTH_PAUSED_MESSAGE =
  'Your health features are paused, so this was not saved. You can give your consent again in settings.';
