import type { JwtClaims } from './jwt';

export const VERIFIED_TOKEN_CACHE_SIZE = 1000;

/**
 * Tokens whose signature this stack has checked, by their exact text, until they expire: an app sends the
 * same token with every request for up to an hour, and decoding and checking its RSA signature each time
 * was part of the API's own cost per request. Only a good signature is kept (so nobody can fill the cache
 * with junk); the claim checks (issuer, client, expiry) still run on every request, so a kept token is
 * refused the moment it expires. Bounded, least recently used out first.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: JwtClaims; expiresAtMs: number }>();

  constructor(private readonly size = VERIFIED_TOKEN_CACHE_SIZE) {}

  /** The claims of `token` if its signature is good: from the cache, or from `verify` (then kept). */
  claims(token: string, nowMs: number, verify: () => JwtClaims | null): JwtClaims | null {
    const found = this.entries.get(token);
    if (found) {
      this.entries.delete(token);
      if (found.expiresAtMs > nowMs) {
        this.entries.set(token, found); // to the newest end
        return found.claims;
      }
    }
    const claims = verify();
    if (!claims || typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return claims;
    // Every request shares this object from now on: nobody may change what the signature vouched for.
    for (const value of Object.values(claims)) if (value && typeof value === 'object') Object.freeze(value);
    const kept = { claims: Object.freeze(claims), expiresAtMs: claims.exp * 1000 };
    this.entries.set(token, kept);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    return kept.claims;
  }

  get count(): number {
    return this.entries.size;
  }
}
