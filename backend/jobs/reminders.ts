import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { erasureBegan } from '@/backend/store/erasure';
import { singletonKey, type Item } from '@/backend/store/keys';
import { claimReminderSend, REMINDER_SENT } from '@/backend/store/reminder-sends';
import type { Store } from '@/backend/store/store';
import { usersWithReminderPlans } from '@/backend/store/reminder-plans';
import { deleteOwnedItem, getItem } from '@/backend/store/records';
import { backfillReminderPlans } from './reminder-plans-backfill';
import { backfillReminderSendExpiry } from './reminder-sends-backfill';
import {
  decidedFromOf,
  lastReminderSentOn,
  periodStartsFor,
  storeNext,
  unchangedSince,
  type DecidedFrom,
} from './reminder-state';
import {
  buildReminderEmail,
  createUnsubscribeToken,
  decideReminder,
  reminderPlanSchema,
  unsubscribeUrl,
  type ReminderEmail,
  type ReminderPlan,
} from '@/lib/reminders';

/** One reminder email, ready for SES (on AWS) or the local mailbox. */
export interface OutgoingReminder extends ReminderEmail {
  to: string;
}

export interface ReminderJobOptions {
  store: Store;
  now: Date;
  /** The app's public address, for the links in the email. */
  siteUrl: string;
  siteName: string;
  /** Newest first; the first signs new links. */
  signingKeys: readonly string[];
  send(mail: OutgoingReminder): Promise<void>;
  /**
   * When the run stops starting women's turns (epoch milliseconds by `clock`): on AWS well before Lambda's timeout
   * would stop it mid-turn (backend/lambda/reminders.ts). Locally there is none: no timeout cuts a run short.
   */
  stopAt?: number;
  /** The wall clock `stopAt` is read by (`now` is the time the run was scheduled for); Date.now but in tests. */
  clock?: () => number;
}

export interface ReminderJobResult {
  users: number;
  sent: number;
  scheduled: number;
  /** Users the run did not reach before `stopAt`; the next run reaches those due first. */
  unreached: number;
}

export function parseStoredPlan(raw: unknown): ReminderPlan | null {
  if (typeof raw !== 'string' || !raw) return null;
  try {
    const parsed = reminderPlanSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Her User record as it is now (read by key, consistently), or null when she is gone or her erasure has begun.
 * The job's list of users comes from an index that lags, read once at the start of a run, so an account deleted
 * since must not be emailed; the address is taken from here too, not from that list.
 */
async function recipientNow(store: Store, uid: string, now: Date): Promise<Item | null> {
  const [user, erasing] = await Promise.all([getItem(store, singletonKey(uid, 'User')), erasureBegan(store, uid, now)]);
  return user && !erasing ? user : null;
}

const releaseClaim = (store: Store, uid: string, sendKey: string) =>
  deleteOwnedItem(store, { pk: sendKey, sk: REMINDER_SENT }, uid);

type SendOutcome = 'sent' | 'claimed-before' | 'no-address' | 'account-gone' | 'plan-changed';

/**
 * Claims the send, then emails her unless her account is going or gone, or her plan changed since the run's list
 * was read (she stopped her reminders, say, and was told she would get no more); the claim then goes too, so
 * nothing of hers is left behind her erasure's sweep and a new plan starts clean. An earlier run's claim means it
 * was sent: nothing more. A send that fails gives its claim back, so the next run tries again.
 */
async function sendOnce(
  options: ReminderJobOptions,
  seen: DecidedFrom,
  { sendKey, dueDate }: { sendKey: string; dueDate: string },
): Promise<SendOutcome> {
  const { store, now } = options;
  const { uid } = seen;
  if (!(await claimReminderSend(store, { uid, sendKey, dueDate, now }))) return 'claimed-before';
  const recipient = await recipientNow(store, uid, now);
  if (!recipient || !unchangedSince(recipient, seen)) {
    await releaseClaim(store, uid, sendKey);
    return recipient ? 'plan-changed' : 'account-gone';
  }
  // User.email is only ever her verified email, from her ID token (backend/api/operations.ts), never an
  // argument. Not her username: the pool signs in by email, so Cognito's username is a UUID, not an address.
  const to = typeof recipient.email === 'string' ? recipient.email : '';
  if (!to) return 'no-address';
  const token = createUnsubscribeToken(uid, options.signingKeys[0]!, now);
  const mail = buildReminderEmail({
    siteName: options.siteName,
    givenName: typeof recipient.given === 'string' ? recipient.given : null,
    checkUrl: new URL('/checking', options.siteUrl).toString(),
    unsubscribeUrl: unsubscribeUrl(options.siteUrl, token),
    settingsUrl: new URL('/plan', options.siteUrl).toString(),
  });
  try {
    await options.send({ to, ...mail });
  } catch (error) {
    // Not sent (SES throttling at 09:00 on the 1st, say): a claim left in place would read as sent on every later
    // run, and she would never get this one. A send that did go keeps its claim, so no run sends it twice.
    await releaseClaim(store, uid, sendKey).catch(() => console.error('[reminders] a failed send kept its claim'));
    throw error;
  }
  return 'sent';
}

type Turn = 'no-plan' | 'done' | 'sent' | 'scheduled' | 'failed';

/** One woman's turn: decide, then schedule or send once per due date. */
async function remind(options: ReminderJobOptions, user: Item): Promise<Turn> {
  const { store, now } = options;
  const plan = parseStoredPlan(user.reminderPlan);
  if (!plan) return 'no-plan';
  const seen = decidedFromOf(user);
  try {
    const [periodStarts, lastSent] = await Promise.all([
      periodStartsFor(store, plan, seen),
      lastReminderSentOn(store, plan, seen, now),
    ]);
    const decision = decideReminder({ uid: seen.uid, plan, next: seen.next, periodStarts, lastSent }, now);
    if (decision.action === 'wait') return 'done';
    const next = decision.next?.date ?? null;
    if (decision.action === 'schedule') return (await storeNext(store, seen, next)) ? 'scheduled' : 'done';
    const outcome = await sendOnce(options, seen, decision);
    if (outcome === 'account-gone' || outcome === 'plan-changed') return 'done';
    await storeNext(store, seen, next);
    return outcome === 'sent' ? 'sent' : 'done';
  } catch (error) {
    console.error('[reminders] one user failed', { errorName: error instanceof Error ? error.name : typeof error });
    return 'failed';
  }
}

/**
 * Soonest due first: women whose date has come (or who have none yet) before those whose date is weeks away. A
 * run whose time runs out then leaves only those furthest from their reminder; one it sent to moves back with her
 * next date, so the next run starts with whoever is still due. Those left lose only an early re-timing of a
 * far-off cycle date, and come forward as their date nears. Nothing is kept between runs for this.
 */
function soonestDueFirst(users: Item[]): Item[] {
  const dueOn = (user: Item) => (typeof user.next === 'string' ? user.next : '');
  return [...users].sort((a, b) => (dueOn(a) < dueOn(b) ? -1 : dueOn(a) > dueOn(b) ? 1 : 0));
}

/**
 * One run of the scheduled job (lib/reminders/README.md, "The scheduled job"): for every user with a plan, soonest
 * due first, decide, then schedule or send once per due date. One user's failure is logged without her data and
 * the run goes on with the others, until `stopAt`.
 */
export async function runReminders(options: ReminderJobOptions): Promise<ReminderJobResult> {
  const { store, now, stopAt, clock = Date.now } = options;
  const result: ReminderJobResult = { users: 0, sent: 0, scheduled: 0, unreached: 0 };
  await backfillReminderPlans(store, now);
  await backfillReminderSendExpiry(store, now);
  const users = soonestDueFirst(await usersWithReminderPlans(store));
  for (const [index, user] of users.entries()) {
    // Checked only between turns, so a stop never falls between her claim and her email (which would lose it).
    if (stopAt !== undefined && clock() >= stopAt) {
      result.unreached = users.length - index;
      break;
    }
    const turn = await remind(options, user);
    if (turn === 'no-plan') continue;
    result.users += 1;
    if (turn === 'sent') result.sent += 1;
    if (turn === 'scheduled') result.scheduled += 1;
  }
  return result;
}

/**
 * The unsubscribe link's effect: her plan stays but its frequency becomes NONE, and no date is due. False when she
 * has no account record, including one her erasure deletes between the read and the write: an update only where
 * the record still exists, or a click in that moment would make a new record holding her plan and no uid.
 */
export async function stopReminders(store: Store, uid: string): Promise<boolean> {
  const key = singletonKey(uid, 'User');
  const user = await getItem(store, key);
  if (!user) return false;
  const plan = parseStoredPlan(user.reminderPlan);
  try {
    await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: key,
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: `SET reminder = :none, revision = if_not_exists(revision, :zero) + :one${plan ? ', reminderPlan = :plan' : ''} REMOVE #next`,
        ExpressionAttributeNames: { '#next': 'next' },
        ExpressionAttributeValues: {
          ':none': 'NONE',
          ':zero': 0,
          ':one': 1,
          ...(plan ? { ':plan': JSON.stringify({ ...plan, frequency: 'NONE' }) } : {}),
        },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
  return true;
}
