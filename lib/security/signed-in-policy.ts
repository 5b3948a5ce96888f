import { siteBootScript } from '@/lib/site/boot-script';
import { contentSecurityPolicy } from './headers';

/**
 * The CSP source that allows exactly this inline script: 'sha256-' and the base64 of the SHA-256 of its UTF-8
 * text. Web Crypto, because the middleware runs on the edge runtime (no node:crypto).
 */
export async function scriptHashSource(script: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** 128 random bits in base64: unguessable, and in the form Next looks for in the request's policy. */
function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

// The boot script is in the prerendered root document, which cannot read a per-request nonce without making every
// page dynamic; it is allowed by its hash instead, taken once from the very string the document renders.
const bootScriptHash = scriptHashSource(siteBootScript);

/** A signed-in page's policy, with a nonce of its own for this one response (middleware.ts). */
export async function signedInPagePolicy(options: { dev: boolean; connectSources: readonly string[] }) {
  const strictScripts = { nonce: freshNonce(), inlineScriptHashes: [await bootScriptHash] };
  return contentSecurityPolicy({ ...options, strictScripts });
}
