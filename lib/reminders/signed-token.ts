import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A small signed token for links that work without signing in: base64url JSON, a dot, and its HMAC-SHA256
 * under a server secret. `p` names the purpose, so a token made for one link is refused by another.
 */
const MIN_KEY_BYTES = 32;

export type SigningKeys = string | Buffer | readonly (string | Buffer)[];

function keyBytes(key: string | Buffer): Buffer {
  const bytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  if (bytes.length < MIN_KEY_BYTES) throw new RangeError(`A signing key needs at least ${MIN_KEY_BYTES} bytes`);
  return bytes;
}

function sign(body: string, key: string | Buffer): Buffer {
  return createHmac('sha256', keyBytes(key)).update(body).digest();
}

export function signToken(purpose: string, claims: Record<string, string | number>, key: string | Buffer): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, ...claims })).toString('base64url');
  return `${body}.${sign(body, key).toString('base64url')}`;
}

export type TokenCheck =
  { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'malformed' | 'bad-signature' };

/**
 * The token's claims when one of `keys` signed it for `purpose`. Several keys let links already sent keep
 * working while the key is rotated.
 */
export function verifyToken(token: string, purpose: string, keys: SigningKeys): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const candidates = Array.isArray(keys) ? keys : [keys as string | Buffer];
  // Compared in constant time so a signature cannot be guessed a byte at a time.
  const signed = candidates.some((key) => {
    const expected = sign(body, key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return { ok: false, reason: 'bad-signature' };
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null || (claims as { p?: unknown }).p !== purpose) {
      return { ok: false, reason: 'malformed' };
    }
    return { ok: true, claims: claims as Record<string, unknown> };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
