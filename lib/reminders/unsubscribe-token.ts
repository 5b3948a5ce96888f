import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link that stops her reminders without signing in. It names the user and an expiry and is signed with
 * HMAC-SHA256 under a server secret, so it cannot be forged or pointed at someone else. It carries no
 * health information: only the user id, which is already opaque.
 */
const PURPOSE = 'unsubscribe-reminders';
const MIN_KEY_BYTES = 32;
export const UNSUBSCRIBE_TOKEN_LIFETIME_DAYS = 60;

export type UnsubscribeCheck =
  | { ok: true; uid: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

interface Payload {
  p: string;
  uid: string;
  exp: number;
}

function keyBytes(key: string | Buffer): Buffer {
  const bytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  if (bytes.length < MIN_KEY_BYTES) throw new RangeError(`The unsubscribe key needs at least ${MIN_KEY_BYTES} bytes`);
  return bytes;
}

function sign(body: string, key: string | Buffer): Buffer {
  return createHmac('sha256', keyBytes(key)).update(body).digest();
}

export function createUnsubscribeToken(
  uid: string,
  key: string | Buffer,
  now: Date,
  lifetimeDays = UNSUBSCRIBE_TOKEN_LIFETIME_DAYS,
): string {
  const payload: Payload = { p: PURPOSE, uid, exp: Math.floor(now.getTime() / 1000) + lifetimeDays * 86_400 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, key).toString('base64url')}`;
}

/**
 * Checks a token against the current key and, while a key is being rotated, the previous ones: links in mail
 * already sent keep working until they expire.
 */
export function verifyUnsubscribeToken(
  token: string,
  keys: string | Buffer | readonly (string | Buffer)[],
  now: Date,
): UnsubscribeCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const candidates = Array.isArray(keys) ? keys : [keys as string | Buffer];
  // Compare in constant time so the signature cannot be guessed a byte at a time.
  const signed = candidates.some((key) => {
    const expected = sign(body, key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return { ok: false, reason: 'bad-signature' };
  const payload = parsePayload(body);
  if (!payload) return { ok: false, reason: 'malformed' };
  if (payload.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, uid: payload.uid, expiresAt: new Date(payload.exp * 1000) };
}

function parsePayload(body: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
    if (value.p !== PURPOSE || typeof value.uid !== 'string' || !value.uid || !Number.isInteger(value.exp)) {
      return null;
    }
    return value as Payload;
  } catch {
    return null;
  }
}

/** The link for the email; the token is the only parameter. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
