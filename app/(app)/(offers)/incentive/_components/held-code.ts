import type { ClaimedCode } from '@/lib/data/offers';

/**
 * Her code for each offer, as its card shows it. After a code is withdrawn she may claim another, so an offer can
 * have several of hers: a usable (CLAIMED) one wins, otherwise the newest (`codes` come newest first).
 */
export function heldCodeByOffer(codes: readonly ClaimedCode[]): Map<string, ClaimedCode> {
  const held = new Map<string, ClaimedCode>();
  for (const code of codes) {
    const known = held.get(code.offerId);
    if (!known || (known.status !== 'CLAIMED' && code.status === 'CLAIMED')) held.set(code.offerId, code);
  }
  return held;
}
