import type { IdentityContext } from '../context';
import { CognitoError } from '../errors';
import { consumeCodeOf, pretendToSendCode, sendCode } from '../codes';
import { passwordMatches } from '../password-hash';
import { assertPasswordMeetsPolicy } from '../password-policy';
import { requireClientId, requireString, requireUsername, type CognitoRequest } from '../request';
import { authenticateAccessToken } from '../sessions';
import { setPassword } from '../users';
import { assertPasswordAttemptsLeft, passwordFailureKey } from './sign-in-outcome';

/** Unknown names get a plausible delivery answer and no mail, so the form does not reveal who is registered. */
export function forgotPassword(ctx: IdentityContext, request: CognitoRequest) {
  requireClientId(request);
  const name = requireUsername(request);
  const user = ctx.store.findUser(name);
  if (!user || !user.enabled) return pretendToSendCode(ctx, name);
  return { CodeDeliveryDetails: sendCode(ctx, user, 'reset-password', user.attributes.email ?? name) };
}

/**
 * A valid reset code also proves she owns the email, so an unconfirmed account becomes confirmed
 * (Cognito does the same), and she can sign in with the new password straight away.
 */
export function confirmForgotPassword(ctx: IdentityContext, request: CognitoRequest) {
  requireClientId(request);
  const name = requireUsername(request);
  const code = requireString(request, 'ConfirmationCode');
  const password = request.Password;
  assertPasswordMeetsPolicy(password);
  const user = ctx.store.findUser(name);
  consumeCodeOf(ctx, user, name, 'reset-password', code);
  setPassword(user, password);
  if (user.status !== 'CONFIRMED') {
    user.status = 'CONFIRMED';
    user.attributes.email_verified = 'true';
  }
  user.updatedAt = ctx.clock.now();
  ctx.failures.clear(passwordFailureKey(user, name));
  ctx.store.save();
  return {};
}

export function changePassword(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  const previous = requireString(request, 'PreviousPassword');
  const proposed = request.ProposedPassword;
  const failureKey = passwordFailureKey(user, user.username);
  assertPasswordAttemptsLeft(ctx, failureKey);
  if (!passwordMatches(previous, user.passwordHash)) {
    ctx.failures.record(failureKey);
    throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
  }
  assertPasswordMeetsPolicy(proposed);
  setPassword(user, proposed);
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return {};
}
