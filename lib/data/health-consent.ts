import 'server-only';
import { readHealthConsent, type HealthConsent } from '@/lib/auth/health-consent';
import type { SessionUser } from '@/lib/auth/session';
import type { DataErrorKind } from './errors';
import { recordSaysPaused } from './health-paused';

/** Her health-data consent: her identity's word, else her record's (lib/auth/health-consent.ts). */
export function healthConsentOf(session: SessionUser): Promise<HealthConsent> {
  return readHealthConsent(session, () => recordSaysPaused(session.accessToken, session.sub));
}

/** How a screen or the API client explains consent other than `given` (components/ui/data-unavailable.tsx). */
export const HEALTH_CONSENT_FAILURE: Record<Exclude<HealthConsent, 'given'>, DataErrorKind> = {
  withdrawn: 'paused',
  unknown: 'unavailable',
  'signed-out': 'unauthorised',
};
