import { createHash } from 'node:crypto';

/**
 * A UUID (version 4 layout) derived from a name, so that seeding twice writes the same ids and the
 * idempotent creates leave exactly one copy of everything.
 */
export function demoId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('/')).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
