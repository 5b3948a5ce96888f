import type { IdentityContext } from '../context';
import { CognitoError, invalidParameter } from '../errors';
import { parseAttributeNames, parseClientAttributes, toAttributeList } from '../attributes';
import { consumeCode, sendCode, type CodeDeliveryDetails } from '../codes';
import { requireString, type CognitoRequest } from '../request';
import { authenticateAccessToken } from '../sessions';
import type { StoredUser } from '../store';
import { emailOf } from '../email-case';

const emailTaken = (ctx: IdentityContext, email: string, self: StoredUser) => {
  const owner = ctx.store.findUser(email);
  return owner !== undefined && owner.sub !== self.sub;
};

const aliasExists = () => new CognitoError('AliasExistsException', 'An account with the given email already exists.');

export function getUser(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  return { Username: user.username, UserAttributes: toAttributeList(user), UserMFASettingList: [] };
}

/**
 * A new email only takes effect once its code is verified (Cognito's "keep original attribute value active
 * when an update is pending"), so a typo cannot lock her out of her account.
 */
export function updateUserAttributes(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  const { email, ...others } = parseClientAttributes(request.UserAttributes);
  const deliveries: CodeDeliveryDetails[] = [];
  if (email !== undefined && email.trim().toLowerCase() !== user.emailKey) {
    if (emailTaken(ctx, email, user)) throw aliasExists();
    user.pendingEmail = email.trim();
    deliveries.push(sendCode(ctx, user, 'verify-email', user.pendingEmail));
  }
  Object.assign(user.attributes, others);
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return { CodeDeliveryDetailsList: deliveries };
}

export function deleteUserAttributes(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  for (const name of parseAttributeNames(request.UserAttributeNames, 'client')) delete user.attributes[name];
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return {};
}

/** Only email is verifiable here: the local stack sends no SMS. */
function assertEmailAttribute(name: string): void {
  if (name !== 'email')
    throw invalidParameter(`${name} cannot be verified by the local identity service; only email can.`);
}

export function getUserAttributeVerificationCode(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  assertEmailAttribute(requireString(request, 'AttributeName'));
  const to = user.pendingEmail ?? user.attributes.email ?? '';
  return { CodeDeliveryDetails: sendCode(ctx, user, 'verify-email', to) };
}

export function verifyUserAttribute(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  assertEmailAttribute(requireString(request, 'AttributeName'));
  consumeCode(ctx, user, 'verify-email', requireString(request, 'Code'));
  if (user.pendingEmail) {
    if (emailTaken(ctx, user.pendingEmail, user)) throw aliasExists();
    user.attributes.email = emailOf(user.pendingEmail);
    user.emailKey = emailOf(user.pendingEmail);
    delete user.pendingEmail;
  }
  user.attributes.email_verified = 'true';
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return {};
}

/** Removes the account, its codes and sessions; its tokens then get UserNotFoundException. */
export function deleteUser(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  ctx.store.removeUser(user.sub);
  ctx.store.save();
  return {};
}
