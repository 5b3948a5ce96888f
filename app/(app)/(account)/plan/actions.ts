'use server';

import { randomBytes } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { formAction } from '@/lib/actions/form-action';
import type { AccountUser } from '@/lib/data/account-user';
import { loadReminderPeriodStarts } from '@/lib/data/reminder-timing';
import { loadSavedReminderPlan } from '@/lib/data/saved-reminder-plan';
import { saveReminderPlan, setCalendarFeedId } from '@/lib/data/users';
import type { FormState } from '@/lib/forms/form-state';
import { reminderPlanFormSchema, type ReminderPlanField, type ReminderPlanState } from '@/lib/forms/reminder-plan';
import { londonDate, nextDue, planStartDate, type ReminderPlan } from '@/lib/reminders';
import { REMINDER_LABELS } from '@/lib/reminders/labels';
import { repeatWeekday } from '@/lib/reminders/plan-words';
import { formatDate } from '@/lib/report';
import { planInputOf } from './plan-input';

const save = formAction<typeof reminderPlanFormSchema, ReminderPlanField, AccountUser>({
  path: '/plan',
  schema: reminderPlanFormSchema,
  // The form carries the reminders it was filled with: a tab left open must not undo a plan saved since.
  record: 'expected',
  operation: 'SaveReminderPlan',
  run: async (values, { user, expected }) => {
    const now = new Date();
    const stored = await loadSavedReminderPlan(user);
    const { weekday, ...choice } = values;
    const startDate = planStartDate(stored, { frequency: choice.frequency, weekday }, londonDate(now));
    const plan: ReminderPlan = { ...choice, startDate, channel: 'email' };
    // Unread starts leave her fixed day for now: the scheduled job moves it once they can be read.
    const starts = await loadReminderPeriodStarts(user, plan);
    const next = nextDue(plan, now, starts.ok ? starts.value : [])?.date ?? null;
    const saved = await saveReminderPlan(plan, next, expected!);
    revalidatePath('/plan'); // the calendar section follows the new plan
    return saved;
  },
  saved: (user) => ({
    message:
      user.reminder === 'NONE' || !user.nextCheckDue
        ? 'Saved: no reminders will be sent.'
        : `Saved: ${REMINDER_LABELS[user.reminder].toLowerCase()}${onWeekday(user)}, next on ${formatDate(user.nextCheckDue)}.`,
    values: planInputOf(user, londonDate(new Date())),
  }),
  failures: {
    conflict:
      'Your reminders were not saved: your account was changed in another window or on another device after this page was opened, and saving these could undo that change. What you chose is still here: reload the page to see your reminders as they are now, then choose them again.',
  },
});

/** A weekly or fortnightly plan's weekday, the one she chose (planStartDate): she is told it. */
function onWeekday({ reminderPlan: plan }: AccountUser): string {
  return plan && (plan.frequency === 'WEEKLY' || plan.frequency === 'FORTNIGHTLY')
    ? ` on ${repeatWeekday(plan.startDate)}`
    : '';
}

export async function savePlan(previous: ReminderPlanState, form: FormData): Promise<ReminderPlanState> {
  return save(previous, form);
}

const feedSchema = z.object({ feed: z.enum(['create', 'revoke']) });

const feed = formAction<typeof feedSchema, 'feed', AccountUser>({
  path: '/plan',
  schema: feedSchema,
  operation: 'SetCalendarFeed',
  // A new random id each time: every URL made with an earlier one stops working.
  run: async ({ feed: choice }) => {
    const user = await setCalendarFeedId(choice === 'create' ? randomBytes(18).toString('base64url') : null);
    revalidatePath('/plan'); // the page shows the new address (or none)
    return user;
  },
  saved: (user) => ({
    message: user.calendarFeedId
      ? 'Your private calendar address is ready: any earlier one no longer works.'
      : 'Your calendar address no longer works.',
    values: {},
  }),
});

export async function setCalendarFeed(previous: FormState<'feed'>, form: FormData): Promise<FormState<'feed'>> {
  return feed(previous, form);
}
