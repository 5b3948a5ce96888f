import { randomBytes } from 'node:crypto';
import { g, hashHex, hashText, hexToBigInt, modPow, N, paddedHex } from './group';

/**
 * x = H(salt | H(poolName | userIdForSrp | ":" | password)), exactly as Amplify's AuthenticationHelper derives it.
 * `userIdForSrp` is the user's internal username (the USER_ID_FOR_SRP the challenge returns), not the email.
 */
export function privateKeyX(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const identityHash = hashText(`${poolName}${userIdForSrp}:${password}`);
  return hexToBigInt(hashHex(paddedHex(hexToBigInt(saltHex)) + identityHash));
}

export interface SrpCredentials {
  /** Hex, as sent in the SALT challenge parameter. */
  salt: string;
  /** Hex of v = g^x mod N. */
  verifier: string;
}

/** What the server stores so it can run SRP without ever holding the password. */
export function createSrpCredentials(poolName: string, userIdForSrp: string, password: string): SrpCredentials {
  const salt = randomBytes(16).toString('hex');
  const x = privateKeyX(poolName, userIdForSrp, password, salt);
  return { salt, verifier: modPow(g, x, N).toString(16) };
}
