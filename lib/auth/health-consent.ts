import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { CONSENT_COOKIE, consentChoices, type ConsentChoice } from '@/lib/consent/cookie-consent';
import { consentsFromAttributes, type ConsentRecord } from '@/lib/export';
import { getIdentityAttributes } from './identity-api';
import type { SessionUser } from './session';

/**
 * Her consents as the identity service holds them now (not as her ID token said when it was issued, so a
 * withdrawal counts at once). Null when the identity service cannot be reached.
 */
export const loadConsents = cache(async (session: SessionUser): Promise<ConsentRecord[] | null> => {
  try {
    const attributes = await getIdentityAttributes(session.accessToken);
    const cookie = (await cookies()).get(CONSENT_COOKIE)?.value;
    const choice = consentChoices.includes(cookie as ConsentChoice) ? (cookie as ConsentChoice) : null;
    return consentsFromAttributes(attributes, choice);
  } catch {
    console.error('[identity] GetUser failed while reading consents');
    return null;
  }
});

/** Health features run only with her consent; when it cannot be read, she is not locked out of her own records. */
export async function hasHealthConsent(session: SessionUser): Promise<boolean> {
  const consents = await loadConsents(session);
  if (consents) return consents.some((consent) => consent.consent === 'health-data' && consent.given);
  return true;
}

