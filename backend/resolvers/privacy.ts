import { toRecord } from '@/backend/store/keys';
import { allItemsOfUser, deleteOwnedItem } from '@/backend/store/records';
import { unlinkCode } from '@/backend/store/codes';
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
  const items = await allItemsOfUser(context.store, sub);
  const answers = await context.store.profileAnswers.load(sub);
  const byType = (itemType: string) => items.filter((item) => item.itemType === itemType).map(toRecord);
  return {
    exportedAt: context.now.toISOString(),
    uid: sub,
    user: byType('User')[0] ?? null,
    profile: byType('Profile')[0] ?? null,
    profileAnswers: answers
      ? { answers: JSON.parse(answers.answersJson) as unknown, updatedAt: answers.updatedAt }
      : null,
    ...Object.fromEntries(Object.entries(LIST_NAMES).map(([itemType, name]) => [name, byType(itemType)])),
    codeClaims: byType('CodeClaim').map(({ source, codeId }) => ({ source, codeId })),
  };
};

/**
 * Erases everything held about the caller (UK GDPR Art. 17). The byUid index may lag behind a write made
 * a moment ago, so it is read again until it comes back empty.
 */
export const deleteMyData: Resolver = async (_args, context) => {
  const { sub } = context.caller;
  let deletedItems = (await context.store.profileAnswers.remove(sub)) ? 1 : 0;
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
