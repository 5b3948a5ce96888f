import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt with a per-password salt; stored as `scrypt$N$salt$hash` so parameters can change later. */
const COST = 16384;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: COST });
  return `scrypt$${COST}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}
