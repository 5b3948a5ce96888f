import type { IdentityContext } from './context';
import { verifyJwtSignature, type JwtClaims } from './jwt';
import { LOCAL_USER_POOL_CLIENT_ID } from './pool';

/**
 * For other local services (the `/graphql` host): the claims of a valid access or id token from this pool,
 * or null. Stricter than a JWKS check alone: a token whose session was revoked (sign-out everywhere, erasure)
 * or whose user is gone is refused at once, as the identity actions refuse it.
 */
export function verifyUserPoolToken(ctx: IdentityContext, token: string): JwtClaims | null {
  const claims = verifyJwtSignature(token.replace(/^Bearer\s+/i, ''), ctx.signingKey);
  if (!claims || claims.iss !== ctx.issuer) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= ctx.clock.now()) return null;
  const forThisClient =
    (claims.token_use === 'access' && claims.client_id === LOCAL_USER_POOL_CLIENT_ID) ||
    (claims.token_use === 'id' && claims.aud === LOCAL_USER_POOL_CLIENT_ID);
  if (!forThisClient || typeof claims.origin_jti !== 'string' || typeof claims.sub !== 'string') return null;
  const user = ctx.store.findUserBySub(claims.sub);
  const session = ctx.store.findSession(claims.origin_jti);
  if (!user || !user.enabled || !session || session.revoked || session.sub !== user.sub) return null;
  return claims;
}
