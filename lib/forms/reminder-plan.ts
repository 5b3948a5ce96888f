import type { z } from 'zod';
import { DAYS_AFTER_PERIOD_START } from '@/lib/reminders/next-due';
import { reminderPlanSchema } from '@/lib/reminders/plan-schema';
import type { FormState } from './form-state';

/**
 * The /plan form: what she chooses. The start date (today, in London) and the channel (email; SMS later) are
 * added by the server, so they are not inputs.
 */
export const reminderPlanFormSchema = reminderPlanSchema.omit({ startDate: true, channel: true });
export type ReminderPlanFormValues = z.output<typeof reminderPlanFormSchema>;

export const REMINDER_PLAN_FIELDS = ['frequency', 'timing', 'dayOfMonth', 'time'] as const;
export type ReminderPlanField = (typeof REMINDER_PLAN_FIELDS)[number];
export type ReminderPlanState = FormState<ReminderPlanField>;

export const TIMING_OPTIONS = [
  {
    value: 'day-of-month',
    label: 'On a fixed day of the month',
    hint: 'For example if you have no periods, or they are irregular',
  },
  {
    value: 'cycle',
    label: `A few days after my period ends (about ${DAYS_AFTER_PERIOD_START} days after it starts)`,
    hint: 'From the period starts you record with your checks; your fixed day until there is one',
  },
] as const;
