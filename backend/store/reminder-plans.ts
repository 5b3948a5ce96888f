import { queryAll } from './records';
import type { Item } from './keys';
import type { Store } from './store';
import { INDEX } from './table';

/**
 * User records with a reminder plan form a collection of their own on the codesByDate index, as the admin
 * collections do (backend/README.md): a User record carries `codeList` = this, `codeDate` = her uid, exactly
 * while it has a plan. The reminder job reads that collection, not the whole table.
 */
export const REMINDER_PLANS = 'ReminderPlan';

/** The index attributes a User record stores, worked out from the record: absent (undefined) without a plan. */
export function reminderPlanIndexFields(user: Item): { codeList?: string; codeDate?: string } {
  return user.reminderPlan
    ? { codeList: REMINDER_PLANS, codeDate: String(user.uid) }
    : { codeList: undefined, codeDate: undefined };
}

/**
 * Every User record with a reminder plan, with only what the job decides from (her address and name it reads again,
 * by key, before it emails her). The index is eventually consistent: a plan saved a moment ago is read by the next run.
 */
export function usersWithReminderPlans(store: Store): Promise<Item[]> {
  return queryAll(store, {
    IndexName: INDEX.codesByDate,
    KeyConditionExpression: 'codeList = :list',
    ExpressionAttributeValues: { ':list': REMINDER_PLANS },
    ProjectionExpression: 'uid, reminderPlan, #next, healthPaused',
    ExpressionAttributeNames: { '#next': 'next' },
  });
}
