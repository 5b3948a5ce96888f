import { createHash, randomInt } from 'node:crypto';

/**
 * The auditable core of the free prize draw: the eligible entries are frozen as a sorted list of entry
 * ids (no personal data), its SHA-256 is recorded before the choice, and the choice is made with a
 * cryptographic random source. Anyone holding the frozen list can check the hash and the winner's place.
 */
export interface FrozenEntries {
  ids: string[];
  /** SHA-256, hex, of the ids joined by newlines. */
  hash: string;
}

export function freezeEntries(entryIds: readonly string[]): FrozenEntries {
  const ids = [...new Set(entryIds)].sort();
  return { ids, hash: hashEntries(ids) };
}

export function hashEntries(sortedIds: readonly string[]): string {
  return createHash('sha256').update(sortedIds.join('\n')).digest('hex');
}

/** `random(n)` returns an integer in [0, n); crypto.randomInt by default, injectable only for tests. */
export function chooseWinner(
  frozen: FrozenEntries,
  random: (max: number) => number = randomInt,
): { index: number; entryId: string } {
  if (frozen.ids.length === 0) throw new Error('There are no entries to draw from');
  const index = random(frozen.ids.length);
  const entryId = frozen.ids[index];
  if (!Number.isInteger(index) || entryId === undefined)
    throw new Error('The random source gave a position outside the list');
  return { index, entryId };
}
