import { isDeepStrictEqual } from 'node:util';
import { AppSyncError } from '@/backend/core/errors';
import type { Item } from '@/backend/store/keys';

/** What an item holds, without what says when and how often it was written. */
function content(item: Item): Item {
  const { updatedAt: _updatedAt, revision: _revision, ...rest } = item;
  return rest;
}

/**
 * Answers an update that carries an older revision than the stored one. When the stored item already holds
 * exactly what the update would write, the update is the same edit arriving again: the app stops waiting after a
 * few seconds (lib/data/request-timeout.ts) while the first one can still be written, and the form then sends its
 * old revision once more. It is answered with the stored item, as saved, and nothing is written. Anything else
 * would overwrite a change made elsewhere since it was read: a Conflict with `conflict` as its message.
 */
export function storedIfAlreadySaved(stored: Item, next: Item, conflict: string): Item {
  if (isDeepStrictEqual(content(stored), content(next))) return stored;
  throw new AppSyncError('Conflict', conflict);
}
