import { createHash } from 'node:crypto';
import type { CheckInKind } from '@/lib/trends';

/**
 * The week's four entries get ids made from the one id the page chose, so a repeated or retried submit writes
 * the same four records (the store writes put-if-absent), and a page that knows the week's id knows all four.
 */
export function weekEntryId(recordId: string, kind: CheckInKind): string {
  const hex = createHash('sha256').update(`${recordId}:${kind}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
