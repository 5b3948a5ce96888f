import type { Item, ItemKey } from './keys';
import { queryAll } from './records';
import type { Store } from './store';

/**
 * Her risk Profiles, one item per computed result, all in her own partition (`USER#<uid>`, `Profile#<id>`), so
 * they are read by key and strongly consistent: the byUid index is eventually consistent, and the results screen
 * reloads straight after the write. Before profiles were kept as history there was one item at `Profile`; it is
 * still read (and erased) as one of them.
 */
export function profileKey(uid: string, id: string): ItemKey {
  return { pk: `USER#${uid}`, sk: `Profile#${id}` };
}

/** `Profile` and `Profile#…` sort between these bounds; `ProfileAnswers` ('A' after '#') does not. */
const PROFILE_SK_RANGE = ['Profile', 'Profile#\uffff'] as const;

/** Every Profile she has, in no particular order (callers sort by createdAt). */
export async function allProfilesOf(store: Store, uid: string): Promise<Item[]> {
  const items = await queryAll(store, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lower AND :upper',
    ExpressionAttributeValues: { ':pk': `USER#${uid}`, ':lower': PROFILE_SK_RANGE[0], ':upper': PROFILE_SK_RANGE[1] },
    ConsistentRead: true,
  });
  return items.filter((item) => item.itemType === 'Profile');
}

/** Newest first: by createdAt, then id, so equal times still have one order. */
export function newestFirst(a: Item, b: Item): number {
  const [at, bt] = [String(a.createdAt ?? ''), String(b.createdAt ?? '')];
  if (at !== bt) return at < bt ? 1 : -1;
  return String(a.id) < String(b.id) ? 1 : String(a.id) > String(b.id) ? -1 : 0;
}

/** Her latest Profile, or undefined. */
export async function latestProfileOf(store: Store, uid: string): Promise<Item | undefined> {
  return (await allProfilesOf(store, uid)).sort(newestFirst)[0];
}
