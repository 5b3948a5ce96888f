import type { SignUpInput } from '@/lib/auth/schemas';
import { isPartnerSlug } from '@/lib/site/partner-slugs';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';

/**
 * What sign-up records on the account besides name and email (Cognito custom attributes; the pool must define
 * each one, see the report to the lead). Consents are UK GDPR records: which version she agreed to and when.
 * Bump a version when the text she agrees to changes.
 */
export const CONSENT_VERSIONS = {
  /** Terms of use and privacy notice, agreed together. */
  terms: '2025-06',
  /** Explicit consent to process health data (UK GDPR Art. 9(2)(a)). */
  healthData: '2025-06',
} as const;

export const customAttributes = CUSTOM_ATTRIBUTES;

/** Where she came from: a known partner slug from `?source=`, else 'direct'. Free text is never stored. */
export function signUpSource(raw: string | null | undefined): string {
  const slug = raw?.trim().toLowerCase() ?? '';
  return isPartnerSlug(slug) ? slug : 'direct';
}

export function signUpAttributes(input: SignUpInput, options: { now: Date; source: string }): Record<string, string> {
  const at = options.now.toISOString();
  return {
    email: input.email,
    given_name: input.givenName,
    family_name: input.familyName,
    ...(input.phone ? { phone_number: input.phone } : {}),
    ...(input.prefix ? { [customAttributes.prefix]: input.prefix } : {}),
    [customAttributes.termsVersion]: CONSENT_VERSIONS.terms,
    [customAttributes.termsAt]: at,
    [customAttributes.healthVersion]: CONSENT_VERSIONS.healthData,
    [customAttributes.healthAt]: at,
    // Spec section 1: joining free enters her email in the prize draw.
    [customAttributes.prizeDraw]: at,
    [customAttributes.source]: signUpSource(options.source),
  };
}
