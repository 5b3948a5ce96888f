import { sign, verify } from 'node:crypto';
import type { SigningKey } from './signing-key';

/**
 * Compact RS256 JWTs with node:crypto. (jose is ESM-only, which jest's CommonJS runtime cannot load
 * without config changes; the tests still check these tokens with jose against the served JWKS.)
 */
export type JwtClaims = Record<string, unknown>;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(claims: JwtClaims, key: SigningKey): string {
  const signingInput = `${encode({ kid: key.kid, alg: 'RS256' })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** The claims when the signature is ours and valid; null otherwise. Expiry and claim checks are the caller's. */
export function verifyJwtSignature(token: string, key: SigningKey): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
    if (header.alg !== 'RS256' || header.kid !== key.kid) return null;
    const valid = verify(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      key.publicKey,
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!valid) return null;
    const claims: unknown = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}
