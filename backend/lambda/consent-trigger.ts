import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { consentStamps, type ConfirmedAttributes } from './consent-stamps';

export { consentStamps };

/** The part of Cognito's post-confirmation trigger event this trigger reads. */
export interface PostConfirmationEvent {
  triggerSource: string;
  userPoolId: string;
  userName: string;
  request: { userAttributes: ConfirmedAttributes };
}

let cognito: CognitoIdentityProviderClient | undefined;

/**
 * Cognito's post-confirmation trigger: writes her consent records from her sign-up request (consent-stamps.ts),
 * which the app client itself may not write. Only a confirmed sign-up is stamped (a confirmed password reset is not
 * a new consent). Nothing from the attributes is logged: they hold her name and consents.
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
