/**
 * The user pool's custom attributes (README, "The Cognito user pool on AWS"): the two consents with their
 * versions and times, the prize-draw entry and the partner she joined through. One list for the sign-up form,
 * the local identity service, the Cognito trigger and the CDK pool, so none of them can name one the pool lacks.
 */
export const CUSTOM_ATTRIBUTES = {
  prefix: 'custom:prefix',
  termsVersion: 'custom:terms_version',
  termsAt: 'custom:terms_at',
  healthVersion: 'custom:health_version',
  healthAt: 'custom:health_at',
  prizeDraw: 'custom:prize_draw',
  source: 'custom:source',
} as const;
