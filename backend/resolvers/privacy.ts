import { singletonKey, toRecord } from '@/backend/store/keys';
import { allItemsOfUser, deleteOwnedItem, getItem } from '@/backend/store/records';
import { unlinkCode } from '@/backend/store/codes';
import { allProfilesOf, newestFirst } from '@/backend/store/profiles';
import type { Resolver } from './context';

const LIST_NAMES: Record<string, string> = {
  Observation: 'observations',
  Stress: 'stress',
  Sleep: 'sleep',
  Mood: 'mood',
  Fatigue: 'fatigue',
  Physical: 'physical',
  Menopause: 'menopause',
  Code: 'codes',
  Notice: 'notices',
  PrizeDrawEntry: 'prizeDrawEntries',
};

/** Everything held about the caller, grouped by kind (UK GDPR Art. 15 and 20). */
export const exportMyData: Resolver = async (_args, context) => {
  const { sub } = context.caller;
  // Her User and Profiles are read by key (consistent): the byUid index can lag a record written a moment ago,
  // such as the User record made at her first sign-in or the result she has just worked out.
  const [items, user, profiles, answers] = await Promise.all([
    allItemsOfUser(context.store, sub),
    getItem(context.store, singletonKey(sub, 'User')),
    allProfilesOf(context.store, sub),
    context.store.profileAnswers.load(sub),
  ]);
  const byType = (itemType: string) => items.filter((item) => item.itemType === itemType).map(toRecord);
  return {
    exportedAt: context.now.toISOString(),
    uid: sub,
    user: user ? toRecord(user) : null,
    // Every result she has worked out, her current one first.
    profiles: profiles.sort(newestFirst).map(toRecord),
    profileAnswers: answers
      ? { answers: JSON.parse(answers.answersJson) as unknown, updatedAt: answers.updatedAt }
      : null,
    ...Object.fromEntries(Object.entries(LIST_NAMES).map(([itemType, name]) => [name, byType(itemType)])),
    codeClaims: byType('CodeClaim').map(({ source, codeId }) => ({ source, codeId })),
  };
};

/**
 * Erases everything held about the caller (UK GDPR Art. 17). Her User and every Profile go by key first, so a
 * record written a moment ago is not missed; the byUid index may also lag behind other recent writes, so it is read
 * again until it comes back empty.
 */
export const deleteMyData: Resolver = async (_args, context) => {
  const { sub } = context.caller;
  let deletedItems = (await context.store.profileAnswers.remove(sub)) ? 1 : 0;
  const keys = [
    singletonKey(sub, 'User'),
    ...(await allProfilesOf(context.store, sub)).map(({ pk, sk }) => ({ pk: String(pk), sk: String(sk) })),
  ];
  for (const key of keys) {
    if (await deleteOwnedItem(context.store, key, sub)) deletedItems += 1;
  }
  let unlinkedCodes = 0;
  for (let pass = 0; pass < 5; pass += 1) {
    const items = (await allItemsOfUser(context.store, sub)).filter((item) => item.itemType !== 'ProfileAnswers');
    if (items.length === 0) break;
    for (const item of items) {
      if (item.itemType === 'Code') {
        if (await unlinkCode(context.store, String(item.id), sub)) unlinkedCodes += 1;
      } else if (await deleteOwnedItem(context.store, { pk: String(item.pk), sk: String(item.sk) }, sub)) {
        deletedItems += 1;
      }
    }
  }
  return { deletedItems, unlinkedCodes };
};
