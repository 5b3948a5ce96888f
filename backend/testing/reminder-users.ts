import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { singletonKey, typeDate } from '@/backend/store/keys';
import { reminderPlanIndexFields } from '@/backend/store/reminder-plans';
import type { Store } from '@/backend/store/store';
import type { ReminderPlan } from '@/lib/reminders';

/** Test support for the reminder job: a monthly email reminder on the 5th at 09:00, from 1 January 2026. */
export const MONTHLY_PLAN: ReminderPlan = {
  frequency: 'MONTHLY',
  timing: 'day-of-month',
  dayOfMonth: 5,
  time: '09:00',
  startDate: '2026-01-01',
  channel: 'email',
};

/** Writes her User record straight into the store, as createUser and the plan page leave it. */
export async function putUserWithPlan(
  store: Store,
  user: { uid: string; email?: string; plan: ReminderPlan | null; next: string | null; calendarFeedId?: string },
): Promise<void> {
  const { uid, plan, next } = user;
  const now = '2026-01-01T00:00:00.000Z';
  await store.doc.send(
    new PutCommand({
      TableName: store.tableName,
      Item: {
        ...singletonKey(uid, 'User'),
        id: uid,
        uid,
        itemType: 'User',
        typeDate: typeDate('User', now, uid),
        username: user.email ?? `${uid}@example.com`,
        email: user.email ?? `${uid}@example.com`,
        given: 'Ann',
        reminder: plan?.frequency ?? 'NONE',
        createdAt: now,
        updatedAt: now,
        revision: 1,
        ...(plan
          ? { reminderPlan: JSON.stringify(plan), ...reminderPlanIndexFields({ uid, reminderPlan: plan }) }
          : {}),
        ...(next ? { next } : {}),
        ...(user.calendarFeedId ? { calendarFeedId: user.calendarFeedId } : {}),
      },
    }),
  );
}

/** A check she saved with the day her period started, as createObservation stores it. */
export async function putCheckWithPeriodStart(store: Store, uid: string, checked: string, periodStart: string) {
  const id = `${uid}-${periodStart}`;
  await store.doc.send(
    new PutCommand({
      TableName: store.tableName,
      Item: {
        pk: id,
        sk: 'Observation',
        id,
        uid,
        typeDate: typeDate('Observation', checked, id),
        checked,
        periodStart,
      },
    }),
  );
}
