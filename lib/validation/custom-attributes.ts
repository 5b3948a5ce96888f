/**
 * The user pool's custom attributes (README, "The Cognito user pool on AWS"): the two consents with their
 * versions and times, the prize-draw entry, the partner she joined through, and the sign-up request they are
 * made from. One list for the sign-up form, the local identity service, the Cognito trigger and the CDK pool, so
 * none of them can name one the pool lacks. A pool's custom attributes can be added but never removed or renamed.
 */
export const CUSTOM_ATTRIBUTES = {
  prefix: 'custom:prefix',
  termsVersion: 'custom:terms_version',
  termsAt: 'custom:terms_at',
  healthVersion: 'custom:health_version',
  healthAt: 'custom:health_at',
  /** When she last withdrew her health-data consent; removed when she gives it again. */
  healthWithdrawnAt: 'custom:health_withdrawn_at',
  prizeDraw: 'custom:prize_draw',
  source: 'custom:source',
  /** What she asked for at sign-up (lib/validation/sign-up-request.ts); read once, when she confirms her email. */
  signUpRequest: 'custom:sign_up_request',
} as const;
