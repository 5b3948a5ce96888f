import type { IdentityContext } from '../context';
import { CognitoError, invalidParameter, userNotFound } from '../errors';
import { parseAttributeNames, parseAttributes } from '../attributes';
import { LOCAL_USER_POOL_ID } from '../pool';
import { requireString, requireUsername, type CognitoRequest } from '../request';
import type { StoredUser } from '../store';

/**
 * The admin actions the web server calls with its own credentials (lib/validation/identity-permissions.ts,
 * SERVER_IDENTITY_ACTIONS). http-routes.ts serves them only to a request signed with the local server key
 * (iam-signature.ts), as Cognito serves them only to IAM credentials allowed them. Unlike the app client, an
 * admin call may write her consent records.
 */
function adminTarget(ctx: IdentityContext, request: CognitoRequest): StoredUser {
  const poolId = requireString(request, 'UserPoolId');
  if (poolId !== LOCAL_USER_POOL_ID) {
    throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  }
  // Her username, her sub, or her email (the pool's sign-in alias), as Cognito's admin actions accept.
  const user = ctx.store.findUser(requireUsername(request));
  if (!user) throw userNotFound();
  return user;
}

export function adminUpdateUserAttributes(ctx: IdentityContext, request: CognitoRequest) {
  const user = adminTarget(ctx, request);
  const attributes = parseAttributes(request.UserAttributes, 'admin');
  // The app changes her email only through her own verified UpdateUserAttributes; nothing here emulates an
  // admin email change (and its verification rules), so it is refused rather than half done.
  if (attributes.email !== undefined) {
    throw invalidParameter('The local identity service does not change email through AdminUpdateUserAttributes.');
  }
  Object.assign(user.attributes, attributes);
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return {};
}

export function adminDeleteUserAttributes(ctx: IdentityContext, request: CognitoRequest) {
  const user = adminTarget(ctx, request);
  for (const name of parseAttributeNames(request.UserAttributeNames, 'admin')) delete user.attributes[name];
  user.updatedAt = ctx.clock.now();
  ctx.store.save();
  return {};
}
