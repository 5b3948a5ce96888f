import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { g, hashHex, hexToBigInt, k, modPow, N, paddedHex } from './group';

/** The server's half of one SRP exchange: secret b and public B = (k·v + g^b) mod N. */
export interface ServerEphemeral {
  b: bigint;
  B: bigint;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(32).toString('hex'));
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b, B };
  }
}

/** A client value is only usable when A mod N is not zero (otherwise S would be forced to a known value). */
export function isValidClientPublic(A: bigint): boolean {
  return A > 0n && A % N !== 0n;
}

/**
 * The 16-byte key both sides derive: HKDF-SHA256 with S as input key material, u as salt and
 * "Caldera Derived Key" + 0x01 as info (one output block, truncated), matching Amplify's getHkdfKey.
 */
export function derivePasswordAuthenticationKey(A: bigint, B: bigint, b: bigint, verifierHex: string): Buffer | null {
  const u = hexToBigInt(hashHex(paddedHex(A) + paddedHex(B)));
  if (u === 0n) return null;
  const v = hexToBigInt(verifierHex);
  const S = modPow((A * modPow(v, u, N)) % N, b, N);
  const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex'))
    .update(Buffer.from(paddedHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk).update(Buffer.from('Caldera Derived Key\u0001', 'utf8')).digest().subarray(0, 16);
}

/** PASSWORD_CLAIM_SIGNATURE = base64(HMAC-SHA256(key, poolName | userIdForSrp | secretBlock bytes | timestamp)). */
export function passwordClaimSignature(
  key: Buffer,
  poolName: string,
  userIdForSrp: string,
  secretBlock: Buffer,
  timestamp: string,
): Buffer {
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName, 'utf8'),
        Buffer.from(userIdForSrp, 'utf8'),
        secretBlock,
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest();
}

export function signaturesMatch(expected: Buffer, claimedBase64: string): boolean {
  const claimed = Buffer.from(claimedBase64, 'base64');
  return claimed.length === expected.length && timingSafeEqual(claimed, expected);
}

/**
 * Amplify sends TIMESTAMP as e.g. "Tue Nov 4 09:05:03 UTC 2025" (day of month not padded). The signature
 * binds it; freshness comes from the SECRET_BLOCK's own expiry, so only the shape is checked here.
 */
export const TIMESTAMP_PATTERN =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d UTC \d{4}$/;
