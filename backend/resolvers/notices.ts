import { setTimeout as pause } from 'node:timers/promises';
import { parseArguments } from '@/backend/validation/common';
import { noticeIdArgs, pageArgs } from '@/backend/validation/offers';
import { recordKey, singletonKey, toRecord, type Item } from '@/backend/store/keys';
import { getItem, queryAll, queryPage, uidQuery } from '@/backend/store/records';
import { readCollection } from '@/backend/store/offers';
import {
  HEALTH_NOTICE_KINDS,
  markNoticeRead as markReadInStore,
  noticeId,
  noticeStates,
  noticesReadByKey,
  putNotice,
} from '@/backend/store/notices';
import { noticesFor, type CheckOnRecord, type NoticeDraft, type NoticeFacts } from '@/lib/notices/rules';
import { londonDate } from '@/lib/reminders/local-date';
import { pageScope, type Resolver, type ResolverContext } from './context';
import { isLive } from './offers';

const toNotice = (item: Item) => {
  const { uid: _uid, itemType: _itemType, ...notice } = toRecord(item);
  return notice;
};

/**
 * True while she has withdrawn her health-data consent (User.healthPaused, set by the app's settings action, and
 * corrected from her identity whenever her account loads and the two differ, lib/data/users.ts):
 * the notices then neither read her checks nor show what was worked out from them.
 */
const healthPausedFor = (user: Item | undefined) => user?.healthPaused === true;
const userOf = (context: ResolverContext) => getItem(context.store, singletonKey(context.caller.sub, 'User'));
const shownWhen = (paused: boolean) => (notice: { kind?: unknown }) =>
  !(paused && HEALTH_NOTICE_KINDS.has(String(notice.kind)));

export const myNotices: Resolver = async (args, context) => {
  const { limit, nextToken } = parseArguments(pageArgs, args);
  const [page, user] = await Promise.all([
    queryPage(context.store, uidQuery({ uid: context.caller.sub, itemType: 'Notice', ascending: false }), {
      limit,
      nextToken,
      scope: pageScope(context),
    }),
    userOf(context),
  ]);
  return { items: page.items.filter(shownWhen(healthPausedFor(user))).map(toNotice), nextToken: page.nextToken };
};

/**
 * The menu's count: her unread notices, and the ones the rules call for that are not written yet (a check that
 * has fallen due since she last opened /notices), which /notices writes when she opens it. Reads only, so the
 * app can ask on every signed-in page without a write each time.
 */
export const unreadNoticeCount: Resolver = async (_args, context) => {
  const [{ facts, paused }, stored] = await Promise.all([
    factsAbout(context),
    noticeStates(context.store, context.caller.sub),
  ]);
  const written = new Set(stored.map((notice) => notice.id));
  const unwritten = (await noticesCalledFor(context, facts)).map(noticeId).filter((id) => !written.has(id));
  const unread = stored.filter((notice) => !notice.read && shownWhen(paused)(notice)).map((notice) => notice.id);
  // The index may lag her last visit to /notices: each notice that would count is looked up again by key, so one
  // just written and read, or just read, is not counted, and one just deleted (its check gone) neither.
  const byKey = await noticesReadByKey(context.store, context.caller.sub, [...unread, ...unwritten]);
  return (
    unread.filter((id) => byKey.get(id) === false).length + unwritten.filter((id) => byKey.get(id) !== true).length
  );
};

export const markNoticeRead: Resolver = async (args, context) => {
  const { id } = parseArguments(noticeIdArgs, args);
  const item = await markReadInStore(context.store, context.caller.sub, id, context.now);
  return item ? toNotice(item) : null;
};

const findingsOn = (side: unknown): { status?: unknown }[] => (Array.isArray(side) ? side : []);

/** Changes her check records as there: a finding carried over and marked GONE is not one to see her GP about. */
const presentFindingsOf = (observation: Item) =>
  [...findingsOn(observation.bLeft), ...findingsOn(observation.bRight)].filter((finding) => finding.status !== 'GONE')
    .length;

/**
 * The follow-up notice drawn from one check (lib/notices/rules.ts keys it by the check's id), and whether the
 * check as stored still gives it a reason: a check with no present finding never calls for one.
 */
export const findingNoticeOf = (check: Item) => ({
  id: noticeId({ kind: 'FINDING_FOLLOW_UP', key: String(check.id) }),
  warranted: presentFindingsOf(check) > 0,
});

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

const toCheckOnRecord = (check: Item): CheckOnRecord => ({
  id: String(check.id),
  checked: String(check.checked),
  periodStart: textOrNull(check.periodStart),
  noPeriods: textOrNull(check.noPeriods),
  cycleLength: typeof check.cLength === 'number' ? check.cLength : null,
  findings: presentFindingsOf(check),
});

/**
 * Every check of hers, with only what the notices read: the due rule needs the cycle each one recorded, as
 * /summary reads them; the follow-up, the latest one's findings.
 */
function readChecks(context: ResolverContext): Promise<Item[]> {
  return queryAll(context.store, {
    ...uidQuery({ uid: context.caller.sub, itemType: 'Observation', ascending: false }),
    ProjectionExpression: '#id, #checked, #periodStart, #noPeriods, #cLength, #bLeft, #bRight',
    ExpressionAttributeNames: Object.fromEntries(
      ['id', 'checked', 'periodStart', 'noPeriods', 'cLength', 'bLeft', 'bRight'].map((name) => [`#${name}`, name]),
    ),
  });
}

/**
 * The notices the rules call for, less a follow-up drawn from a check that, read by key, no longer warrants one:
 * her checks come through the byUid index, which can still show a check as it was before she deleted it or
 * removed its findings, and /notices would write again the notice that edit has just deleted.
 */
async function noticesCalledFor(context: ResolverContext, facts: NoticeFacts): Promise<NoticeDraft[]> {
  const drafts = noticesFor(facts);
  const warranted = await Promise.all(
    drafts.map(async (draft) => {
      if (draft.kind !== 'FINDING_FOLLOW_UP') return true;
      const check = await getItem(context.store, recordKey('Observation', draft.key));
      return check?.uid === context.caller.sub && findingNoticeOf(check).warranted;
    }),
  );
  return drafts.filter((_, index) => warranted[index]);
}

async function factsAbout(context: ResolverContext): Promise<{ facts: NoticeFacts; paused: boolean }> {
  const { store } = context;
  const today = londonDate(context.now);
  // Her record first: while her health features are paused her checks are not read at all.
  const user = await userOf(context);
  const paused = healthPausedFor(user);
  const checks = paused ? [] : await readChecks(context);
  const chosenCategories = Array.isArray(user?.offerCategories) ? (user.offerCategories as string[]) : [];
  const offers = chosenCategories.length
    ? (await readCollection(store, 'Offer')).filter((offer) => isLive(offer, today))
    : [];
  const facts = {
    today,
    checks: checks.map(toCheckOnRecord),
    liveOffers: offers.map((offer) => ({
      id: String(offer.id),
      title: String(offer.title),
      benefit: String(offer.benefit),
      category: String(offer.category),
      startDate: String(offer.startDate),
    })),
    chosenCategories,
  };
  return { facts, paused };
}

/**
 * Applies the notice rules to what is stored about her; idempotent, so the app may call it on every visit.
 * Answers with the notices written now, as stored (a list read straight after could miss them).
 */
export const refreshMyNotices: Resolver = async (_args, context) => {
  const written = [];
  const called = await noticesCalledFor(context, (await factsAbout(context)).facts);
  for (const draft of await afterAJustSavedCheck(context, called)) {
    if (await putNotice(context.store, context.caller.sub, draft, context.now))
      written.push({ id: noticeId(draft), ...draft, createdAt: context.now.toISOString(), readAt: null });
  }
  return written.map(({ key: _key, ...notice }) => notice);
};

const DUE_KINDS: ReadonlySet<string> = new Set(['CHECK_DUE', 'CHECK_OVERDUE']);

/**
 * Her checks come through the byUid index, which shows a check saved less than its lag ago (about a second on
 * AWS) only after that: opened in that second, /notices would write "Your breast check is due" for the date the
 * check has just met. So before a due notice is first written, the index is given its lag and her checks are read
 * again. This waits once per due date at most: a due notice already stored is not written again anyway.
 */
async function afterAJustSavedCheck(context: ResolverContext, called: NoticeDraft[]): Promise<NoticeDraft[]> {
  const due = called.filter((draft) => DUE_KINDS.has(draft.kind)).map(noticeId);
  if (due.length === 0 || context.store.indexLagMs <= 0) return called;
  const stored = await noticesReadByKey(context.store, context.caller.sub, due);
  if (due.every((id) => stored.has(id))) return called;
  await pause(context.store.indexLagMs);
  return noticesCalledFor(context, (await factsAbout(context)).facts);
}
