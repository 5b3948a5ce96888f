import { CUSTOM_ATTRIBUTES as customAttributes } from '@/lib/validation/custom-attributes';
import { prizeDrawIsOpen } from '@/lib/prize-draw/closing';
import { readSignUpRequest } from '@/lib/validation/sign-up-request';

/** The attributes of a new account as Cognito's post-confirmation trigger receives them. */
export type ConfirmedAttributes = Readonly<Record<string, string | undefined>>;

/**
 * Her consent records as the server makes them when she confirms her email, the moment the account exists for the
 * first time: from her sign-up request, each consent she gave with its version and the server's time (never her
 * browser's clock), the prize draw if she joined it while it was open, and her partner source. A consent she did not give stays
 * absent. Run by the AWS trigger (consent-trigger.ts) and by the local identity service's ConfirmSignUp alike.
 */
export function consentStamps(attributes: ConfirmedAttributes, now: Date): Record<string, string> {
  const at = now.toISOString();
  const request = readSignUpRequest(attributes[customAttributes.signUpRequest]);
  if (!request) return legacyStamps(attributes, at);
  return {
    ...(request.terms ? { [customAttributes.termsVersion]: request.terms, [customAttributes.termsAt]: at } : {}),
    ...(request.health ? { [customAttributes.healthVersion]: request.health, [customAttributes.healthAt]: at } : {}),
    // Joining after the draw has closed enters her in nothing, so no record says she joined it.
    ...(request.prizeDraw && prizeDrawIsOpen(now) ? { [customAttributes.prizeDraw]: at } : {}),
    [customAttributes.source]: request.source,
  };
}

/**
 * An account that signed up before the app client lost the right to write its consent records (its browser wrote
 * the versions and times itself) and confirms after: the server's time replaces the browser's for every consent
 * she gave, as before.
 */
function legacyStamps(attributes: ConfirmedAttributes, at: string): Record<string, string> {
  const given = [
    { at: customAttributes.termsAt, when: customAttributes.termsVersion },
    { at: customAttributes.healthAt, when: customAttributes.healthVersion },
    { at: customAttributes.prizeDraw, when: customAttributes.prizeDraw },
  ];
  return Object.fromEntries(given.filter(({ when }) => Boolean(attributes[when])).map(({ at: name }) => [name, at]));
}
