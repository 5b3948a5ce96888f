import { z } from 'zod';
import { DAYS_AFTER_PERIOD_START } from '@/lib/reminders/next-due';
import { reminderPlanSchema } from '@/lib/reminders/plan-schema';
import { WEEKDAY_LABELS, WEEKDAYS } from '@/lib/reminders/weekday';
import type { FormState } from './form-state';

/**
 * The /plan form: what she chooses. The channel (email; SMS later) is added by the server, and so is the start
 * date, from her weekday for a weekly or fortnightly plan (planStartDate): the weekday is an input, not stored.
 */
export const reminderPlanFormSchema = reminderPlanSchema
  .omit({ startDate: true, channel: true })
  .extend({ weekday: z.enum(WEEKDAYS, { message: 'Choose the day of the week for your reminders' }) });
export type ReminderPlanFormValues = z.output<typeof reminderPlanFormSchema>;

export const REMINDER_PLAN_FIELDS = ['frequency', 'weekday', 'timing', 'dayOfMonth', 'time'] as const;
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
    hint: 'From the period starts you record with your checks; your fixed day until there is one, or when none is recorded in the last 3 months',
  },
] as const;

export const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));
