import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** Derived once: every /graphql request verifies a token with it. */
  publicKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

/**
 * The RSA key that signs this stack's tokens. Generated on first start in the data directory and never
 * committed, so no two machines trust each other's local tokens (quality-targets: security).
 */
export function loadOrCreateSigningKey(dataDir: string | null): SigningKey {
  const file = dataDir ? join(dataDir, 'signing-key.json') : null;
  let kid: string;
  let privateKey: KeyObject;
  if (file && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { kid: string; privateKeyPem: string };
    kid = saved.kid;
    privateKey = createPrivateKey(saved.privateKeyPem);
  } else {
    kid = randomUUID();
    privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true });
      const privateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
      writeFileSync(file, JSON.stringify({ kid, privateKeyPem }), { mode: 0o600 });
    }
  }
  const publicKey = createPublicKey(privateKey);
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicKey, publicJwk };
}
