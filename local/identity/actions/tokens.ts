import type { IdentityContext } from '../context';
import { CognitoError } from '../errors';
import { verifyJwtSignature } from '../jwt';
import { requireClientId, requireString, type CognitoRequest } from '../request';
import { authenticateAccessToken, refreshSession, revokeAllSessions, revokeRefreshToken } from '../sessions';

/** What Amplify v6 calls to refresh; the refresh token is not rotated, so none comes back. */
export function getTokensFromRefreshToken(ctx: IdentityContext, request: CognitoRequest) {
  const clientId = requireClientId(request);
  return { AuthenticationResult: refreshSession(ctx, requireString(request, 'RefreshToken'), clientId) };
}

/** Signs the user out everywhere: every refresh token, and the access tokens minted from them, stop working. */
export function globalSignOut(ctx: IdentityContext, request: CognitoRequest) {
  const { user } = authenticateAccessToken(ctx, request.AccessToken);
  revokeAllSessions(ctx, user.sub);
  return {};
}

/**
 * RFC 7009 style: revoking an unknown token succeeds quietly. Only refresh tokens can be revoked; an access or
 * id token of this pool is refused as Cognito refuses it, so a client that passes the wrong one learns it here.
 */
export function revokeToken(ctx: IdentityContext, request: CognitoRequest) {
  const clientId = requireClientId(request);
  const token = requireString(request, 'Token');
  if (verifyJwtSignature(token, ctx.signingKey)) {
    throw new CognitoError('UnsupportedTokenTypeException', 'Unsupported token type.');
  }
  revokeRefreshToken(ctx, token, clientId);
  return {};
}
