import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { isExpired } from '@/backend/store/expiry';
import { singletonKey, typeDateRange, type Item } from '@/backend/store/keys';
import { queryAll } from '@/backend/store/records';
import { REMINDER_SENT } from '@/backend/store/reminder-sends';
import type { Store } from '@/backend/store/store';
import { INDEX, TTL_ATTRIBUTE } from '@/backend/store/table';
import { londonDate, type ReminderPlan } from '@/lib/reminders';

/**
 * What the job decides her reminder from, as its list of users had it. That list comes from an index that lags,
 * read once at the start of a run, and she may stop her reminders, save a new plan or pause her health features
 * (which moves a cycle-timed date) at any moment: a decision stands only while her record still says this.
 */
export interface DecidedFrom {
  uid: string;
  /** Her plan exactly as stored (JSON), so that any change to it counts. */
  reminderPlan: string;
  next: string | null;
  healthPaused: boolean;
}

export function decidedFromOf(user: Item): DecidedFrom {
  return {
    uid: String(user.uid),
    reminderPlan: typeof user.reminderPlan === 'string' ? user.reminderPlan : '',
    next: typeof user.next === 'string' ? user.next : null,
    healthPaused: user.healthPaused === true,
  };
}

/** True while her record, read again, says what the decision was made from. */
export function unchangedSince(user: Item, seen: DecidedFrom): boolean {
  const current = decidedFromOf(user);
  return (
    current.reminderPlan === seen.reminderPlan &&
    current.next === seen.next &&
    current.healthPaused === seen.healthPaused
  );
}

/**
 * The period starts that time her reminders, oldest first: read only for a monthly plan timed to her cycle, which
 * no other plan uses (as /plan reads them, lib/data/reminder-timing.ts), and never while her health features are
 * paused. Only that attribute of each check is read; every page of them, as a long diary is more than one 1 MB page.
 */
export async function periodStartsFor(store: Store, plan: ReminderPlan, seen: DecidedFrom): Promise<string[]> {
  if (seen.healthPaused || plan.frequency !== 'MONTHLY' || plan.timing !== 'cycle') return [];
  const [lower, upper] = typeDateRange('Observation');
  const checks = await queryAll(store, {
    IndexName: INDEX.byUid,
    KeyConditionExpression: 'uid = :uid AND typeDate BETWEEN :lower AND :upper',
    ExpressionAttributeValues: { ':uid': seen.uid, ':lower': lower, ':upper': upper },
    ProjectionExpression: 'periodStart',
  });
  return [
    ...new Set(checks.flatMap((item) => (typeof item.periodStart === 'string' ? [item.periodStart] : []))),
  ].sort();
}

/**
 * The London day her latest reminder went, from the send records the job keeps (REMINDER_SENT_KEPT_DAYS): a
 * cycle-timed date worked out again must not land in the period that reminder was for. A record past its expiry
 * counts for nothing, as on AWS its TTL removes it only days later and locally the sweeper within a minute: both
 * then decide alike. Read only for a plan timed to her cycle, and never while her health features are paused, as
 * her period starts are.
 */
export async function lastReminderSentOn(
  store: Store,
  plan: ReminderPlan,
  seen: DecidedFrom,
  now: Date,
): Promise<string | null> {
  if (seen.healthPaused || plan.frequency !== 'MONTHLY' || plan.timing !== 'cycle') return null;
  const sends = await queryAll(store, {
    IndexName: INDEX.byUid,
    KeyConditionExpression: 'uid = :uid AND begins_with(typeDate, :sent)',
    ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':uid': seen.uid, ':sent': `${REMINDER_SENT}#` },
    ProjectionExpression: 'sentAt, #ttl',
  });
  const sentAt = sends
    .filter((item) => !isExpired(item, now))
    .flatMap((item) => (typeof item.sentAt === 'string' ? [item.sentAt] : []))
    .sort();
  return sentAt.length ? londonDate(new Date(sentAt.at(-1)!)) : null;
}

/**
 * Stores `User.next` (null removes it), counting a revision as every write to the record does, but only while her
 * record says what the decision was made from. False when it does not (she stopped her reminders, saved a new
 * plan with its own next date, or is gone): then what she saved stands, and the next run decides from it.
 */
export async function storeNext(store: Store, seen: DecidedFrom, next: string | null): Promise<boolean> {
  const unchanged = [
    'reminderPlan = :seenPlan',
    seen.next ? '#next = :seenNext' : 'attribute_not_exists(#next)',
    seen.healthPaused ? 'healthPaused = :true' : '(attribute_not_exists(healthPaused) OR healthPaused <> :true)',
  ];
  try {
    await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: singletonKey(seen.uid, 'User'),
        UpdateExpression: `${next ? 'SET #next = :next,' : 'REMOVE #next SET'} revision = if_not_exists(revision, :zero) + :one`,
        ConditionExpression: unchanged.join(' AND '),
        ExpressionAttributeNames: { '#next': 'next' },
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ':true': true,
          ':seenPlan': seen.reminderPlan,
          ...(seen.next ? { ':seenNext': seen.next } : {}),
          ...(next ? { ':next': next } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
