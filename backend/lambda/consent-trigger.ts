import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { CUSTOM_ATTRIBUTES as customAttributes } from '@/lib/validation/custom-attributes';

/** The part of Cognito's post-confirmation trigger event this trigger reads. */
export interface PostConfirmationEvent {
  triggerSource: string;
  userPoolId: string;
  userName: string;
  request: { userAttributes: Record<string, string | undefined> };
}

/** Each time attribute the server stamps, and the attribute that shows she gave that consent at sign-up. */
const STAMPED = [
  { at: customAttributes.termsAt, givenWhen: customAttributes.termsVersion },
  { at: customAttributes.healthAt, givenWhen: customAttributes.healthVersion },
  { at: customAttributes.prizeDraw, givenWhen: customAttributes.prizeDraw },
] as const;

/**
 * The consent times as the server records them. Sign-up sends the times from the browser, whose clock can be
 * wrong or edited; when she confirms her email the account exists for the first time, so the server's clock
 * replaces them for every consent she gave (a consent she did not give stays absent).
 */
export function consentStamps(
  attributes: PostConfirmationEvent['request']['userAttributes'],
  now: Date,
): Record<string, string> {
  const at = now.toISOString();
  return Object.fromEntries(
    STAMPED.filter(({ givenWhen }) => Boolean(attributes[givenWhen])).map(({ at: name }) => [name, at]),
  );
}

let cognito: CognitoIdentityProviderClient | undefined;

/**
 * Cognito's post-confirmation trigger. Only a confirmed sign-up is stamped (a confirmed password reset is not a
 * new consent). Nothing from the attributes is logged: they hold her name and consents.
 */
export async function handler(event: PostConfirmationEvent): Promise<PostConfirmationEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const stamps = consentStamps(event.request.userAttributes, new Date());
  if (Object.keys(stamps).length === 0) return event;
  cognito ??= new CognitoIdentityProviderClient({});
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: event.userPoolId,
      Username: event.userName,
      UserAttributes: Object.entries(stamps).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  return event;
}
