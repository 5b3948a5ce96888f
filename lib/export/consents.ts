import { customAttributes } from '@/lib/auth/client/sign-up-attributes';
import { healthConsentWithdrawn } from '@/lib/auth/health-consent-record';
import type { ConsentChoice } from '@/lib/consent/cookie-consent';

/** One consent as her export and the settings screen show it: what, whether given, which version, when. */
export interface ConsentRecord {
  consent: 'terms' | 'health-data' | 'prize-draw' | 'cookies';
  given: boolean;
  version: string | null;
  /** ISO instant the server stamped when she gave it; null when not recorded. */
  at: string | null;
  /** ISO instant she withdrew it (health data); null when she has not, or has given it again since. */
  withdrawnAt: string | null;
}

/**
 * Her consents from the identity's attributes (stamped at sign-up, or again when she withdraws and gives them)
 * plus the cookie choice in this browser, which lives only in a cookie.
 */
export function consentsFromAttributes(
  attributes: Readonly<Record<string, string>>,
  cookieChoice: ConsentChoice | null = null,
): ConsentRecord[] {
  const stamp = (name: string) => attributes[name]?.trim() || null;
  const consents: ConsentRecord[] = [
    {
      consent: 'terms',
      given: Boolean(stamp(customAttributes.termsAt)),
      version: stamp(customAttributes.termsVersion),
      at: stamp(customAttributes.termsAt),
      withdrawnAt: null,
    },
    {
      consent: 'health-data',
      given: Boolean(stamp(customAttributes.healthAt)) && !healthConsentWithdrawn(attributes),
      version: stamp(customAttributes.healthVersion),
      at: stamp(customAttributes.healthAt),
      withdrawnAt: stamp(customAttributes.healthWithdrawnAt),
    },
    {
      consent: 'prize-draw',
      given: Boolean(stamp(customAttributes.prizeDraw)),
      version: null,
      at: stamp(customAttributes.prizeDraw),
      withdrawnAt: null,
    },
  ];
  if (cookieChoice)
    consents.push({
      consent: 'cookies',
      given: cookieChoice === 'accepted',
      version: null,
      at: null,
      withdrawnAt: null,
    });
  return consents;
}
