import { setTimeout as sleep } from 'node:timers/promises';
import { HEALTH_NOTICE_KINDS } from '@/backend/store/notices';
import { AppSyncError } from '@/backend/core/errors';
import { assertTimeLeft } from '@/backend/core/deadline';
import { abandonErasure, beginErasure, finishErasure } from '@/backend/store/erasure';
import { singletonKey, toRecord } from '@/backend/store/keys';
import { allItemsOfUser, deleteOwnedItem, getItem, queryAll, replaceItem, uidQuery } from '@/backend/store/records';
import { unlinkCode } from '@/backend/store/codes';
import { isReminderSent, reminderSentRecord } from '@/backend/store/reminder-sends';
import { allProfilesOf, newestFirst } from '@/backend/store/profiles';
import { deleteUnlinkedEntries, getUnlinkedEntries } from '@/backend/store/prize-draw/entries';
import { deleteWinnerContact, winnerContactsOf } from '@/backend/store/prize-draw/draw-records';
import { deleteFreeEntryCounters } from '@/backend/store/prize-draw/free-route';
import { isExpired } from '@/backend/store/expiry';
import type { Item } from '@/backend/store/keys';
import { writeInParallel } from '@/backend/store/in-parallel';
import type { Resolver, ResolverContext } from './context';

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

/**
 * A prize-draw entry she made without an account, before she joined, holds her name and email but no user id,
 * so the byUid index does not list it; she may have one in each draw whose entries are still kept. They are hers
 * by the verified email of her token (an ID token; the app sends one for export and erasure), never by an email
 * she gives or one on her User record, which she can write.
 */
const unlinkedEntries = async (context: ResolverContext) =>
  context.caller.email ? getUnlinkedEntries(context.store, context.caller.email, context.now) : [];

/** Her contact as a draw's winner: by her entries (`entries`, linked or made with her address) or her email. */
const winnerContacts = (context: ResolverContext, entries: readonly Item[]) =>
  winnerContactsOf(context.store, {
    email: context.caller.email,
    entryIds: new Set(entries.map((entry) => String(entry.id))),
  });

/**
 * A result keeps the title and names she had when she worked it out (an older app copied them in; results are
 * history and never corrected): her download leaves them out, so it shows only the ones on her account, which she
 * can correct (privacy notice, "Correct").
 */
const withoutNameCopies = ({ prefix: _prefix, given: _given, family: _family, ...result }: Item) => result;

/** Everything held about the caller, grouped by kind (UK GDPR Art. 15 and 20). */
export const exportMyData: Resolver = async (_args, context) => {
  const { sub } = context.caller;
  // Her User and Profiles are read by key (consistent): the byUid index can lag a record written a moment ago,
  // such as the User record made at her first sign-in or the result she has just worked out.
  const [linked, user, profiles, answers, unlinked] = await Promise.all([
    allItemsOfUser(context.store, sub),
    getItem(context.store, singletonKey(sub, 'User')),
    allProfilesOf(context.store, sub),
    context.store.profileAnswers.load(sub),
    unlinkedEntries(context),
  ]);
  const items = [...linked, ...unlinked];
  const byType = (itemType: string) => items.filter((item) => item.itemType === itemType).map(toRecord);
  const wins = (await winnerContacts(context, byType('PrizeDrawEntry'))).filter(
    ({ contact }) => !isExpired(contact, context.now),
  );
  return {
    exportedAt: context.now.toISOString(),
    uid: sub,
    user: user ? toRecord(user) : null,
    // Every result she has worked out, her current one first.
    profiles: profiles.sort(newestFirst).map(toRecord).map(withoutNameCopies),
    profileAnswers: answers
      ? { answers: JSON.parse(answers.answersJson) as unknown, updatedAt: answers.updatedAt }
      : null,
    ...Object.fromEntries(Object.entries(LIST_NAMES).map(([itemType, name]) => [name, byType(itemType)])),
    codeClaims: byType('CodeClaim').map(({ source, codeId }) => ({ source, codeId })),
    remindersSent: items.filter(isReminderSent).map(reminderSentRecord),
    prizeDrawWins: wins.map(({ result, contact }) => ({
      drawId: result.id,
      drawnAt: result.drawnAt,
      winnerName: result.winnerName,
      email: contact.email,
    })),
  };
};

/**
 * What the draw holds of hers under her email rather than her uid, which the sweep cannot find: her entries made
 * on the form with her address, the form's daily counters of it, and her contact as a draw's winner (found by her
 * entries, so before they go). The privacy notice says erasure removes her data from live systems at once, not when
 * these expire. Each delete is safe to repeat; returns how many this call deleted.
 */
async function deleteDrawRecordsByEmail(context: ResolverContext): Promise<number> {
  const { store, caller } = context;
  const linked = await queryAll(store, uidQuery({ uid: caller.sub, itemType: 'PrizeDrawEntry', ascending: true }));
  let deleted = 0;
  for (const { result } of await winnerContacts(context, [...linked, ...(await unlinkedEntries(context))])) {
    if (await deleteWinnerContact(store, String(result.id))) deleted += 1;
  }
  if (caller.email) {
    deleted += await deleteUnlinkedEntries(store, caller.email);
    deleted += await deleteFreeEntryCounters(store, caller.email);
  }
  return deleted;
}

/**
 * A create that passed the erasure check a moment before the marker was written may still land after it: its
 * write follows the check within the same call, well inside this.
 */
const WRITE_IN_FLIGHT_MS = 500;
/** Looks at the index once it has caught up, this far apart, before erasure gives up and says so. */
const SETTLED_PASSES = 4;
const BACK_OFF_MS = 500;
/**
 * An erasure stops starting work this long before the resolver's deadline: the writes in flight finish, her
 * erasure marker is taken away (abandonErasure) and she is asked to try again, before Lambda would stop the
 * resolver mid-way and leave the marker refusing her writes for two days.
 */
const UNDO_RESERVE_MS = 3000;

const stopAtOf = (context: ResolverContext) => context.deadline - UNDO_RESERVE_MS;

/**
 * Runs `pass` (which removes what the byUid index shows and returns how many it removed) until a pass that
 * began at or after `settledAt`, when the index shows every write made before the sweep, removes nothing. A
 * pass that finds only items already gone counts as clean: on DynamoDB a deleted item can linger in the index.
 * If items still turn up after SETTLED_PASSES such passes, it fails rather than report an erasure it cannot
 * vouch for; the app asks her to try again. It also fails (OutOfTime) rather than start a pass or a wait it has no
 * time left for before `stopAt`.
 */
async function sweep(settledAt: number, stopAt: number, pass: () => Promise<number>): Promise<void> {
  for (let settledPasses = 0; ;) {
    assertTimeLeft(stopAt);
    const settled = Date.now() >= settledAt;
    const removed = await pass();
    if (settled) {
      if (removed === 0) return;
      settledPasses += 1;
      if (settledPasses === SETTLED_PASSES)
        throw new AppSyncError('InternalFailure', 'Records were still being written while erasing; try again');
    }
    const wait = settled ? BACK_OFF_MS : settledAt - Date.now();
    assertTimeLeft(stopAt, wait);
    await sleep(Math.max(0, wait));
  }
}

/**
 * Erases everything held about the caller (UK GDPR Art. 17). Her erasure marker goes first, so nothing of hers
 * can be written once the sweep has begun (store/erasure.ts); then her User and every Profile go by key, and
 * whatever the byUid index shows is removed until the index, given time to catch up, shows nothing more.
 * About 1.5 s on DynamoDB, about 3 s at most; deletes go PARALLEL_WRITES at a time. Short of time, it stops
 * before the resolver's deadline, takes her marker away and fails, so she can try again.
 */
export const deleteMyData: Resolver = async (_args, context) => {
  const { sub } = context.caller;
  const { store } = context;
  await beginErasure(store, sub, context.now);
  const settledAt = Date.now() + store.indexLagMs + WRITE_IN_FLIGHT_MS;
  const stopAt = stopAtOf(context);
  let deletedItems = 0;
  let unlinkedCodes = 0;
  try {
    if (await store.profileAnswers.remove(sub)) deletedItems += 1;
    deletedItems += await deleteDrawRecordsByEmail(context);
    const keys = [
      singletonKey(sub, 'User'),
      ...(await allProfilesOf(store, sub)).map(({ pk, sk }) => ({ pk: String(pk), sk: String(sk) })),
    ];
    await writeInParallel(
      keys,
      async (key) => {
        if (await deleteOwnedItem(store, key, sub)) deletedItems += 1;
      },
      stopAt,
    );
    await sweep(settledAt, stopAt, async () => {
      const found = (await allItemsOfUser(store, sub)).filter((item) => item.itemType !== 'ProfileAnswers');
      const before = deletedItems + unlinkedCodes;
      await writeInParallel(
        found,
        async (item) => {
          if (item.itemType === 'Code') {
            if (await unlinkCode(store, String(item.id), sub)) unlinkedCodes += 1;
          } else if (await deleteOwnedItem(store, { pk: String(item.pk), sk: String(item.sk) }, sub)) {
            deletedItems += 1;
          }
        },
        stopAt,
      );
      return deletedItems + unlinkedCodes - before;
    });
  } catch (error) {
    await abandonErasure(store, sub);
    throw error;
  }
  await finishErasure(store, sub, context.now);
  return { deletedItems, unlinkedCodes };
};

/** Her diary kinds: checks (with their findings), check-ins and the symptom diaries. */
const HEALTH_RECORD_TYPES = new Set(['Observation', 'Stress', 'Sleep', 'Mood', 'Fatigue', 'Physical', 'Menopause']);
/** Health fields of her User record: her questions for the GP, and the flag that says her profile exists. */
const HEALTH_USER_FIELDS = ['gpQuestions'] as const;

/** A sent reminder's due date can come from her periods (a cycle-timed plan), so it goes with her health data. */
const isHealthItem = (item: Record<string, unknown>) =>
  HEALTH_RECORD_TYPES.has(String(item.itemType)) ||
  isReminderSent(item) ||
  (item.itemType === 'Notice' && HEALTH_NOTICE_KINDS.has(String(item.kind)));

/**
 * Erases her health data and keeps her account (after she withdraws health-data consent, UK GDPR Art. 9 and
 * 17): checks and findings, check-ins, symptom diaries, questionnaire answers, risk profile, notices about her
 * checks, the records of reminders sent to her, and the health fields of her User record. Her account, codes, prize-draw entry and consents (held
 * by the identity service) stay. Her Profiles, answers and User go by key; the byUid index may lag behind
 * recent writes, so it is swept as in deleteMyData until, caught up, it shows no health item.
 */
export const deleteMyHealthData: Resolver = async (_args, context) => {
  const { sub } = context.caller;
  // Her account stays, so no marker: the sweep waits for what she wrote before she asked.
  const settledAt = Date.now() + context.store.indexLagMs;
  const stopAt = stopAtOf(context);
  let deletedItems = (await context.store.profileAnswers.remove(sub)) ? 1 : 0;
  await writeInParallel(
    await allProfilesOf(context.store, sub),
    async ({ pk, sk }) => {
      if (await deleteOwnedItem(context.store, { pk: String(pk), sk: String(sk) }, sub)) deletedItems += 1;
    },
    stopAt,
  );
  await sweep(settledAt, stopAt, async () => {
    let removed = 0;
    await writeInParallel(
      (await allItemsOfUser(context.store, sub)).filter(isHealthItem),
      async (item) => {
        if (await deleteOwnedItem(context.store, { pk: String(item.pk), sk: String(item.sk) }, sub)) removed += 1;
      },
      stopAt,
    );
    deletedItems += removed;
    return removed;
  });
  const user = await getItem(context.store, singletonKey(sub, 'User'));
  if (user && (user.hasCompleted || HEALTH_USER_FIELDS.some((field) => field in user))) {
    const next: Record<string, unknown> = { ...user, hasCompleted: false, updatedAt: context.now.toISOString() };
    for (const field of HEALTH_USER_FIELDS) delete next[field];
    await replaceItem(context.store, user, next);
  }
  return { deletedItems };
};
