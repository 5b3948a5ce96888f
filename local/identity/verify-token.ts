import type { IdentityContext } from './context';
import { verifyJwtSignature, type JwtClaims } from './jwt';
import { LOCAL_USER_POOL_CLIENT_ID } from './pool';
import type { VerifiedTokens } from './verified-tokens';

/**
 * For other local services (the `/graphql` host): the claims of a valid access or id token from this pool,
 * or null, checked as AppSync checks a Cognito token: the raw JWT (no "Bearer " prefix), signature, issuer,
 * app client and expiry. Like AppSync it does not ask the pool about revocation, so a signed-out token keeps
 * working here until it expires (at most an hour); the identity actions themselves (GetUser, refresh) refuse
 * it at once. README.md, "Signing out", says what the app does about that window. `verified` keeps good
 * signatures between requests; every claim check below still runs each time.
 */
export function verifyUserPoolToken(ctx: IdentityContext, token: string, verified?: VerifiedTokens): JwtClaims | null {
  const check = () => verifyJwtSignature(token, ctx.signingKey);
  const claims = verified ? verified.claims(token, ctx.clock.now(), check) : check();
  if (!claims || claims.iss !== ctx.issuer) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= ctx.clock.now()) return null;
  const forThisClient =
    (claims.token_use === 'access' && claims.client_id === LOCAL_USER_POOL_CLIENT_ID) ||
    (claims.token_use === 'id' && claims.aud === LOCAL_USER_POOL_CLIENT_ID);
  if (!forThisClient || typeof claims.sub !== 'string') return null;
  return claims;
}
