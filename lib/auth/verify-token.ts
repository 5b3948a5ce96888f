import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * The one token verifier for AWS and the local stack. Amplify's adapter verifier only accepts AWS issuers;
 * this one trusts exactly the configured issuer (Cognito's, or the local identity service's) and its JWKS,
 * which both serve at `${issuer}/.well-known/jwks.json`. Runs on Node and in the edge runtime.
 */
export interface VerifierConfig {
  issuer: string;
  userPoolClientId: string;
}

export interface VerifiedClaims extends JWTPayload {
  sub: string;
  token_use: 'id' | 'access';
  'cognito:groups'?: string[];
  email?: string;
  given_name?: string;
  family_name?: string;
  phone_number?: string;
  'custom:prefix'?: string;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(issuer: string) {
  let keySet = keySets.get(issuer);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cooldownDuration: 30_000 });
    keySets.set(issuer, keySet);
  }
  return keySet;
}

/** The claims of a valid token of the expected use from the configured pool and client, else null. */
export async function verifyCognitoToken(
  token: string,
  tokenUse: 'id' | 'access',
  verifier: VerifierConfig,
): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keySetFor(verifier.issuer), {
      issuer: verifier.issuer,
      algorithms: ['RS256'],
      // Spec section 9: five minutes of clock skew are tolerated.
      clockTolerance: 300,
    });
    if (payload.token_use !== tokenUse || typeof payload.sub !== 'string') return null;
    const audience = tokenUse === 'id' ? payload.aud : payload.client_id;
    if (audience !== verifier.userPoolClientId) return null;
    return payload as VerifiedClaims;
  } catch {
    return null;
  }
}
