import type { SignUpInput } from '@/lib/auth/schemas';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { encodeSignUpRequest } from '@/lib/validation/sign-up-request';

/**
 * Consents are UK GDPR records: which version she agreed to and when. Bump a version when the text she agrees to
 * changes.
 */
export const CONSENT_VERSIONS = {
  /** Terms of use and privacy notice, agreed together. */
  terms: '2026-11',
  /** Explicit consent to process health data (UK GDPR Art. 9(2)(a)). */
  healthData: '2025-06',
} as const;

export const customAttributes = CUSTOM_ATTRIBUTES;

/**
 * What sign-up sends besides her email and password: her name and phone, and her consents as one request. The
 * consent records themselves are not the browser's to write (lib/validation/identity-permissions.ts); they are
 * made from the request, with the server's clock, when she confirms her email.
 */
export function signUpAttributes(input: SignUpInput, options: { source: string }): Record<string, string> {
  return {
    email: input.email,
    given_name: input.givenName,
    family_name: input.familyName,
    ...(input.phone ? { phone_number: input.phone } : {}),
    ...(input.prefix ? { [customAttributes.prefix]: input.prefix } : {}),
    [customAttributes.signUpRequest]: encodeSignUpRequest({
      // The schema requires both ticks; a consent is recorded only for a tick she gave.
      terms: input.termsConsent === 'on' ? CONSENT_VERSIONS.terms : undefined,
      health: input.healthConsent === 'on' ? CONSENT_VERSIONS.healthData : undefined,
      // Spec section 1: joining free enters her email in the prize draw.
      prizeDraw: true,
      source: options.source,
    }),
  };
}
