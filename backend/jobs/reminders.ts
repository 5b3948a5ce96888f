import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { erasureBegan } from '@/backend/store/erasure';
import { singletonKey, typeDateRange, type Item } from '@/backend/store/keys';
import { claimReminderSend, REMINDER_SENT } from '@/backend/store/reminder-sends';
import type { Store } from '@/backend/store/store';
import { INDEX } from '@/backend/store/table';
import { usersWithReminderPlans } from '@/backend/store/reminder-plans';
import { deleteOwnedItem, getItem, queryAll } from '@/backend/store/records';
import { backfillReminderPlans } from './reminder-plans-backfill';
import { backfillReminderSendExpiry } from './reminder-sends-backfill';
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
}

export interface ReminderJobResult {
  users: number;
  sent: number;
  scheduled: number;
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

/** Every page of her checks: a long diary is more than DynamoDB's 1 MB page. */
async function periodStartsOf(store: Store, uid: string): Promise<string[]> {
  const [lower, upper] = typeDateRange('Observation');
  const checks = await queryAll(store, {
    IndexName: INDEX.byUid,
    KeyConditionExpression: 'uid = :uid AND typeDate BETWEEN :lower AND :upper',
    ExpressionAttributeValues: { ':uid': uid, ':lower': lower, ':upper': upper },
  });
  return [
    ...new Set(checks.flatMap((item) => (typeof item.periodStart === 'string' ? [item.periodStart] : []))),
  ].sort();
}

/** Stores `User.next` (null removes it), counting a revision as every write to the record does. */
async function storeNext(store: Store, uid: string, next: string | null): Promise<void> {
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: singletonKey(uid, 'User'),
      UpdateExpression: `${next ? 'SET #next = :next,' : 'REMOVE #next SET'} revision = if_not_exists(revision, :zero) + :one`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#next': 'next' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ...(next ? { ':next': next } : {}) },
    }),
  );
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

/**
 * Claims the send, then emails her unless her account is going or gone (then the claim goes too, so nothing of
 * hers is left behind her erasure's sweep). An earlier run's claim means it was sent: nothing more.
 */
async function sendOnce(
  options: ReminderJobOptions,
  uid: string,
  { sendKey, dueDate }: { sendKey: string; dueDate: string },
): Promise<'sent' | 'claimed-before' | 'no-address' | 'account-gone'> {
  const { store, now } = options;
  if (!(await claimReminderSend(store, { uid, sendKey, dueDate, now }))) return 'claimed-before';
  const recipient = await recipientNow(store, uid, now);
  if (!recipient) {
    await deleteOwnedItem(store, { pk: sendKey, sk: REMINDER_SENT }, uid);
    return 'account-gone';
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
  await options.send({ to, ...mail });
  return 'sent';
}

/**
 * One run of the scheduled job (lib/reminders/README.md, "The scheduled job"): for every user with a plan,
 * decide, then schedule or send once per due date. One user's failure is logged without her data and the
 * run goes on with the others.
 */
export async function runReminders(options: ReminderJobOptions): Promise<ReminderJobResult> {
  const { store, now } = options;
  const result: ReminderJobResult = { users: 0, sent: 0, scheduled: 0 };
  await backfillReminderPlans(store, now);
  await backfillReminderSendExpiry(store, now);
  for (const user of await usersWithReminderPlans(store)) {
    const uid = String(user.uid);
    const plan = parseStoredPlan(user.reminderPlan);
    if (!plan) continue;
    result.users += 1;
    try {
      const next = typeof user.next === 'string' ? user.next : null;
      // Withdrawn health-data consent: her checks are not read, and a cycle-timed plan falls back to its day of
      // the month.
      const periodStarts = user.healthPaused === true ? [] : await periodStartsOf(store, uid);
      const decision = decideReminder({ uid, plan, next, periodStarts }, now);
      if (decision.action === 'wait') continue;
      if (decision.action === 'send') {
        const outcome = await sendOnce(options, uid, decision);
        if (outcome === 'account-gone') continue;
        if (outcome === 'sent') result.sent += 1;
      }
      await storeNext(store, uid, decision.next?.date ?? null);
      if (decision.action === 'schedule') result.scheduled += 1;
    } catch (error) {
      console.error('[reminders] one user failed', { errorName: error instanceof Error ? error.name : typeof error });
    }
  }
  return result;
}

/** The unsubscribe link's effect: her plan stays but its frequency becomes NONE, and no date is due. */
export async function stopReminders(store: Store, uid: string): Promise<boolean> {
  const key = singletonKey(uid, 'User');
  const user = await getItem(store, key);
  if (!user) return false;
  const plan = parseStoredPlan(user.reminderPlan);
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: key,
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
  return true;
}
