import { customAttributes } from '@/lib/auth/client/sign-up-attributes';
import { healthConsentWithdrawn } from '@/lib/auth/health-consent-record';
import type { ConsentChoice } from '@/lib/consent/cookie-consent';
import { joinedDrawEndedAt } from '@/lib/prize-draw/closing';

/** One consent as her export and the settings screen show it: what, whether given, which version, when. */
export interface ConsentRecord {
  consent: 'terms' | 'health-data' | 'prize-draw' | 'cookies';
  given: boolean;
  version: string | null;
  /** ISO instant the server stamped when she gave it; null when not recorded. */
  at: string | null;
  /** ISO instant she withdrew it (health data); null when she has not, or has given it again since. */
  withdrawnAt: string | null;
  /** ISO instant what it was for ended (the prize draw's close): given then, no longer in force. */
  endedAt: string | null;
}

/**
 * Her consents from the identity's attributes (stamped at sign-up, or again when she withdraws and gives them)
 * plus the cookie choice in this browser, which lives only in a cookie. Her prize-draw record is for the draw it
 * was given in, which takes no entry after its close: from then on it is shown as ended, not given, until it is
 * removed once her entry is deleted (lib/data/prize-draw-consent.ts). One given before the current draw opened is
 * an earlier draw's, ended at that draw's close.
 */
export function consentsFromAttributes(
  attributes: Readonly<Record<string, string>>,
  cookieChoice: ConsentChoice | null = null,
  now: Date = new Date(),
): ConsentRecord[] {
  const stamp = (name: string) => attributes[name]?.trim() || null;
  const joinedDraw = stamp(customAttributes.prizeDraw);
  const drawEnded = joinedDraw === null ? null : (joinedDrawEndedAt(joinedDraw, now)?.toISOString() ?? null);
  const consents: ConsentRecord[] = [
    {
      consent: 'terms',
      given: Boolean(stamp(customAttributes.termsAt)),
      version: stamp(customAttributes.termsVersion),
      at: stamp(customAttributes.termsAt),
      withdrawnAt: null,
      endedAt: null,
    },
    {
      consent: 'health-data',
      given: Boolean(stamp(customAttributes.healthAt)) && !healthConsentWithdrawn(attributes),
      version: stamp(customAttributes.healthVersion),
      at: stamp(customAttributes.healthAt),
      withdrawnAt: stamp(customAttributes.healthWithdrawnAt),
      endedAt: null,
    },
    {
      consent: 'prize-draw',
      given: joinedDraw !== null && drawEnded === null,
      version: null,
      at: joinedDraw,
      withdrawnAt: null,
      endedAt: drawEnded,
    },
  ];
  if (cookieChoice)
    consents.push({
      consent: 'cookies',
      given: cookieChoice === 'accepted',
      version: null,
      at: null,
      withdrawnAt: null,
      endedAt: null,
    });
  return consents;
}
