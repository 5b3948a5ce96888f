import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Opaque values the client hands back later (SRP's SECRET_BLOCK, challenge `Session` strings) carry the
 * server's own state sealed with AES-256-GCM. Challenges stay stateless and survive a restart, and the GCM tag
 * rejects a forged or altered value before anything else looks at it. `purpose` separates the keys, so one
 * kind of value can never be replayed as another.
 */
function keyFor(serverSecret: string, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}:${serverSecret}`).digest();
}

export function seal(value: unknown, serverSecret: string, purpose: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The sealed value, or null when the bytes are not something this server sealed for `purpose`. */
export function unseal<T>(sealed: Buffer, serverSecret: string, purpose: string): T | null {
  if (sealed.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8')) as T;
  } catch {
    return null;
  }
}
