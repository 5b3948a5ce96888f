import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IdentityContext } from './context';
import { CognitoError, userNotFound } from './errors';
import { signJwt, verifyJwtSignature } from './jwt';
import {
  ACCESS_TOKEN_SECONDS,
  ID_TOKEN_SECONDS,
  LOCAL_USER_POOL_CLIENT_ID,
  REFRESH_TOKEN_SECONDS,
  USER_ADMIN_SCOPE,
} from './pool';
import type { StoredSession, StoredUser } from './store';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Attribute values that Cognito puts in the id token as booleans rather than strings. */
const BOOLEAN_CLAIMS = new Set(['email_verified', 'phone_number_verified']);

function mintTokens(ctx: IdentityContext, user: StoredUser, session: StoredSession): AuthenticationResult {
  const iat = seconds(ctx.clock.now());
  const eventId = randomUUID();
  const groups = user.groups.length > 0 ? { 'cognito:groups': user.groups } : {};
  const attributeClaims = Object.fromEntries(
    Object.entries(user.attributes).map(([name, value]) => [name, BOOLEAN_CLAIMS.has(name) ? value === 'true' : value]),
  );
  const idToken = signJwt(
    {
      ...attributeClaims,
      sub: user.sub,
      ...groups,
      iss: ctx.issuer,
      'cognito:username': user.username,
      origin_jti: session.originJti,
      aud: session.clientId,
      event_id: eventId,
      token_use: 'id',
      auth_time: session.authTime,
      exp: iat + ID_TOKEN_SECONDS,
      iat,
      jti: randomUUID(),
    },
    ctx.signingKey,
  );
  const accessToken = signJwt(
    {
      sub: user.sub,
      ...groups,
      iss: ctx.issuer,
      client_id: session.clientId,
      origin_jti: session.originJti,
      event_id: eventId,
      token_use: 'access',
      scope: USER_ADMIN_SCOPE,
      auth_time: session.authTime,
      exp: iat + ACCESS_TOKEN_SECONDS,
      iat,
      jti: randomUUID(),
      username: user.username,
    },
    ctx.signingKey,
  );
  return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: ACCESS_TOKEN_SECONDS, TokenType: 'Bearer' };
}

/** A fresh sign-in: a new session with its own refresh token. */
export function startSession(
  ctx: IdentityContext,
  user: StoredUser,
  clientId = LOCAL_USER_POOL_CLIENT_ID,
): AuthenticationResult {
  const now = ctx.clock.now();
  ctx.store.pruneSessions(now);
  const refreshToken = randomBytes(48).toString('base64url');
  const session: StoredSession = {
    originJti: randomUUID(),
    sub: user.sub,
    clientId,
    refreshTokenHash: hashToken(refreshToken),
    authTime: seconds(now),
    expiresAt: now + REFRESH_TOKEN_SECONDS * 1000,
    revoked: false,
  };
  ctx.store.addSession(session);
  ctx.store.save();
  return { ...mintTokens(ctx, user, session), RefreshToken: refreshToken };
}

/** New access and id tokens for a refresh token; the refresh token itself is not rotated (Cognito's default). */
export function refreshSession(ctx: IdentityContext, refreshToken: string, clientId: string): AuthenticationResult {
  const session = ctx.store.findSessionByRefreshHash(hashToken(refreshToken));
  if (!session || session.clientId !== clientId) {
    throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  }
  if (session.revoked) throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  if (session.expiresAt <= ctx.clock.now())
    throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
  const user = ctx.store.findUserBySub(session.sub);
  if (!user) throw new CognitoError('NotAuthorizedException', 'User does not exist.');
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  return mintTokens(ctx, user, session);
}

/** Ends the session a refresh token belongs to; its access tokens stop working at once too. */
export function revokeRefreshToken(ctx: IdentityContext, refreshToken: string, clientId: string): void {
  const session = ctx.store.findSessionByRefreshHash(hashToken(refreshToken));
  if (!session) return;
  if (session.clientId !== clientId) {
    throw new CognitoError('UnauthorizedException', 'Client is not authorized to revoke this token.');
  }
  session.revoked = true;
  ctx.store.save();
}

export function revokeAllSessions(ctx: IdentityContext, sub: string): void {
  for (const session of ctx.store.data.sessions) {
    if (session.sub === sub) session.revoked = true;
  }
  ctx.store.save();
}

/**
 * The user behind an access token, checked the way Cognito checks it for the user-facing actions:
 * our signature, an access token, not expired, its session not revoked, the user still there and enabled.
 */
export function authenticateAccessToken(
  ctx: IdentityContext,
  accessToken: unknown,
): { user: StoredUser; session: StoredSession } {
  const claims = typeof accessToken === 'string' ? verifyJwtSignature(accessToken, ctx.signingKey) : null;
  if (!claims || claims.token_use !== 'access' || claims.iss !== ctx.issuer || typeof claims.origin_jti !== 'string') {
    throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  }
  if (typeof claims.exp !== 'number' || claims.exp <= seconds(ctx.clock.now())) {
    throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
  }
  const user = typeof claims.sub === 'string' ? ctx.store.findUserBySub(claims.sub) : undefined;
  if (!user) throw userNotFound();
  const session = ctx.store.findSession(claims.origin_jti);
  if (!session || session.revoked) throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  return { user, session };
}
