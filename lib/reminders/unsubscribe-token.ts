import { signToken, verifyToken, type SigningKeys } from './signed-token';

/**
 * The link in every reminder that stops them without signing in. It names the user and an expiry; it carries
 * no health information, only the user id, which is already opaque.
 */
const PURPOSE = 'unsubscribe-reminders';
export const UNSUBSCRIBE_TOKEN_LIFETIME_DAYS = 60;

export type UnsubscribeCheck =
  { ok: true; uid: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

export function createUnsubscribeToken(
  uid: string,
  key: string | Buffer,
  now: Date,
  lifetimeDays = UNSUBSCRIBE_TOKEN_LIFETIME_DAYS,
): string {
  return signToken(PURPOSE, { uid, exp: Math.floor(now.getTime() / 1000) + lifetimeDays * 86_400 }, key);
}

export function verifyUnsubscribeToken(token: string, keys: SigningKeys, now: Date): UnsubscribeCheck {
  const check = verifyToken(token, PURPOSE, keys);
  if (!check.ok) return check;
  const { uid, exp } = check.claims;
  if (typeof uid !== 'string' || !uid || typeof exp !== 'number' || !Number.isInteger(exp)) {
    return { ok: false, reason: 'malformed' };
  }
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, uid, expiresAt: new Date(exp * 1000) };
}

/** The link for the email; the token is the only parameter. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
