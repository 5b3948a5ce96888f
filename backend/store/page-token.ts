import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppSyncError } from '@/backend/core/errors';

/**
 * nextToken = base64url(JSON { key, scope }) "." base64url(HMAC-SHA256). The signature makes a token
 * tamper-evident, and the scope (query, uid, filter, order) makes it useless for any other query, so a
 * token cannot be edited or replayed to read past another user's partition key.
 */
type StartKey = Record<string, string>;

function scopeDigest(scope: string): string {
  return createHash('sha256').update(scope).digest('base64url').slice(0, 22);
}

function sign(payload: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signPageToken(key: Record<string, unknown>, scope: string, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ k: key, s: scopeDigest(scope) })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

const invalidToken = () =>
  new AppSyncError('BadRequest', 'nextToken is not valid for this query: start again from the first page');

export function readPageToken(token: string, scope: string, secret: Buffer): StartKey {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) throw invalidToken();
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidToken();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  const { k, s } = (decoded ?? {}) as { k?: unknown; s?: unknown };
  if (s !== scopeDigest(scope) || !k || typeof k !== 'object') throw invalidToken();
  if (!Object.values(k).every((value) => typeof value === 'string')) throw invalidToken();
  return k as StartKey;
}
