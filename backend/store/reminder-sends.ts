import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { LAST_SENT_MATTERS_DAYS } from '@/lib/reminders/run';
import type { Item } from './keys';
import type { Store } from './store';
import { TTL_ATTRIBUTE } from './table';

/**
 * The record that one reminder was sent: what stops a second run of the job sending it again. Its due date can
 * come from her periods (a cycle-timed plan is due 10 days after a period starts), so it is hers: it carries her
 * uid (erasure and export find it on the byUid index), goes with her health data, and expires soon after.
 */
export const REMINDER_SENT = 'ReminderSent';

/**
 * Long enough that a run which sent the email but failed to store her next date cannot send it again (the job
 * runs every few minutes and retries that write on each run), and that a cycle-timed date worked out again never
 * lands in the period whose reminder went (LAST_SENT_MATTERS_DAYS, with a day more for London's day boundary and
 * the clock change); no longer, because the date may tell of her cycle.
 */
export const REMINDER_SENT_KEPT_DAYS = LAST_SENT_MATTERS_DAYS + 1;

export const reminderSentExpiry = (sentAt: Date) =>
  Math.floor(sentAt.getTime() / 1000) + REMINDER_SENT_KEPT_DAYS * 24 * 60 * 60;

/** Records written before they had an itemType are known by their sort key. */
export const isReminderSent = (item: Item) => item.itemType === REMINDER_SENT || item.sk === REMINDER_SENT;

/** What her export shows of one: the date it was due and when it went. */
export function reminderSentRecord(item: Item): { dueDate: string | null; sentAt: string | null } {
  const fromTypeDate = /^ReminderSent#(\d{4}-\d{2}-\d{2})#/.exec(String(item.typeDate))?.[1];
  return {
    dueDate: typeof item.dueDate === 'string' ? item.dueDate : (fromTypeDate ?? null),
    sentAt: typeof item.sentAt === 'string' ? item.sentAt : null,
  };
}

/**
 * Claims one send: put-if-absent of an item keyed by reminderSendKey. False when an earlier run already claimed
 * it. An expired claim TTL has not yet removed still counts: the safe side is no second email.
 */
export async function claimReminderSend(
  store: Store,
  send: { uid: string; sendKey: string; dueDate: string; now: Date },
): Promise<boolean> {
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: {
          pk: send.sendKey,
          sk: REMINDER_SENT,
          itemType: REMINDER_SENT,
          uid: send.uid,
          typeDate: `${REMINDER_SENT}#${send.dueDate}#${send.uid}`,
          dueDate: send.dueDate,
          sentAt: send.now.toISOString(),
          [TTL_ATTRIBUTE]: reminderSentExpiry(send.now),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
