import { createHash } from 'node:crypto';

/**
 * The SRP-6a group Cognito uses: the 3072-bit MODP prime of RFC 5054 (also RFC 3526 group 15), generator 2.
 * Hex encodings follow Amplify's client exactly, because both sides hash those strings: big-endian, even
 * length, with a leading 00 byte when the top bit is set (a positive two's-complement number).
 */
export const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

export function paddedHex(value: bigint): string {
  if (value < 0n) throw new Error('SRP values are never negative');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

export function hexToBigInt(hex: string): bigint {
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error('not hex');
  return BigInt(`0x${hex}`);
}

/** SHA-256 of UTF-8 text, as hex. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** SHA-256 of the bytes a hex string encodes, as hex. */
export function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** SRP-6a multiplier k = H(N | g), with both padded as above. */
export const k = hexToBigInt(hashHex(paddedHex(N) + paddedHex(g)));
