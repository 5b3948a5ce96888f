import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';

/**
 * What custom:health_version held while she had withdrawn her health-data consent, before the withdrawal got its
 * own record (custom:health_withdrawn_at) and the version she agreed to was kept: still read as withdrawn.
 */
export const HEALTH_CONSENT_WITHDRAWN = 'withdrawn';

/** Whether her attributes say she has withdrawn her health-data consent (and not given it again since). */
export function healthConsentWithdrawn(attributes: Readonly<Record<string, string>>): boolean {
  return (
    Boolean(attributes[CUSTOM_ATTRIBUTES.healthWithdrawnAt]) ||
    attributes[CUSTOM_ATTRIBUTES.healthVersion] === HEALTH_CONSENT_WITHDRAWN
  );
}
