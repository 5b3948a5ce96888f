import { consentStamps } from '@/backend/lambda/consent-stamps';
import type { IdentityContext } from '../context';
import { CognitoError, invalidParameter } from '../errors';
import { isEmail, parseClientAttributes } from '../attributes';
import { consumeCodeOf, pretendToSendCode, sendCode } from '../codes';
import { assertPasswordMeetsPolicy } from '../password-policy';
import { requireClientId, requireString, requireUsername, type CognitoRequest } from '../request';
import { createUser } from '../users';

/** SignUp with email as the username attribute: the account gets a UUID username and `sub`. */
export function signUp(ctx: IdentityContext, request: CognitoRequest) {
  requireClientId(request);
  const email = requireUsername(request).trim();
  if (!isEmail(email)) throw invalidParameter('Username should be an email.');
  const password = request.Password;
  assertPasswordMeetsPolicy(password);
  const attributes = parseClientAttributes(request.UserAttributes);
  if (attributes.email !== undefined && attributes.email.toLowerCase() !== email.toLowerCase()) {
    throw invalidParameter('Email attribute must match the username.');
  }
  if (ctx.store.findUser(email)) {
    throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
  }
  const { email: _email, ...otherAttributes } = attributes;
  const user = createUser(ctx, { email, password, attributes: otherAttributes });
  return {
    UserConfirmed: false,
    UserSub: user.sub,
    CodeDeliveryDetails: sendCode(ctx, user, 'sign-up', email),
  };
}

/**
 * Confirming runs what the pool's post-confirmation trigger runs on AWS (backend/lambda/consent-trigger.ts): her
 * consent records are made from her sign-up request with this service's clock, before ConfirmSignUp answers, so
 * the tokens of her first sign-in carry them, as on AWS.
 *
 * Unknown names get the same CodeMismatchException a wrong code gets (Cognito with user-existence errors
 * prevented), and count toward the same attempt limit.
 */
export function confirmSignUp(ctx: IdentityContext, request: CognitoRequest) {
  requireClientId(request);
  const name = requireUsername(request);
  const code = requireString(request, 'ConfirmationCode');
  const user = ctx.store.findUser(name);
  if (user && user.status !== 'UNCONFIRMED') {
    throw new CognitoError('NotAuthorizedException', `User cannot be confirmed. Current status is ${user.status}`);
  }
  consumeCodeOf(ctx, user, name, 'sign-up', code);
  user.status = 'CONFIRMED';
  user.attributes.email_verified = 'true';
  Object.assign(user.attributes, consentStamps(user.attributes, new Date(ctx.clock.now())));
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return {};
}

/**
 * With PreventUserExistenceErrors=ENABLED an unknown name and an already confirmed account both get a plausible
 * delivery answer and no mail, so the answer does not tell a stranger whether the email is registered (Cognito's
 * documented answer for unknown names; for confirmed accounts, what ENABLED pools answer today, see local/README.md).
 */
export function resendConfirmationCode(ctx: IdentityContext, request: CognitoRequest) {
  requireClientId(request);
  const name = requireUsername(request);
  const user = ctx.store.findUser(name);
  if (!user || user.status !== 'UNCONFIRMED') return pretendToSendCode(ctx, name);
  return { CodeDeliveryDetails: sendCode(ctx, user, 'sign-up', user.attributes.email ?? name) };
}
