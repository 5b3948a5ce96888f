import { createHmac } from 'node:crypto';
import { g, hexToBigInt, modPow, N } from './group';
import type { SrpCredentials } from './verifier';

/**
 * A name with no account still gets a normal-looking PASSWORD_VERIFIER challenge, so SRP does not reveal
 * who is registered. Salt, verifier and internal id are derived from the name with the server secret:
 * asking twice gives the same answers, as it would for a real user.
 */
function derive(serverSecret: string, label: string, loginName: string): Buffer {
  return createHmac('sha256', serverSecret).update(`${label}:${loginName.trim().toLowerCase()}`).digest();
}

export function decoyCredentials(serverSecret: string, loginName: string): SrpCredentials {
  const salt = derive(serverSecret, 'decoy-salt', loginName).subarray(0, 16).toString('hex');
  const x = hexToBigInt(derive(serverSecret, 'decoy-x', loginName).toString('hex'));
  return { salt, verifier: modPow(g, x, N).toString(16) };
}

/** A UUID-shaped internal username, like the ones real users have. */
export function decoyUserId(serverSecret: string, loginName: string): string {
  const hex = derive(serverSecret, 'decoy-id', loginName).toString('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
