import { z } from 'zod';
import { dayNumber } from './local-date';
import type { ReminderPlan } from './types';

/** The rules a reminder plan must meet, for the settings form and the server alike. */
export const reminderPlanSchema = z.object({
  frequency: z.enum(['NONE', 'WEEKLY', 'FORTNIGHTLY', 'MONTHLY'], { message: 'Choose how often to be reminded' }),
  timing: z.enum(['cycle', 'day-of-month'], { message: 'Choose when in the month' }),
  dayOfMonth: z.coerce
    .number({ message: 'Enter a day of the month from 1 to 31' })
    .int('Enter a day of the month from 1 to 31')
    .min(1, 'Enter a day of the month from 1 to 31')
    .max(31, 'Enter a day of the month from 1 to 31'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 09:00'),
  startDate: z.string().refine(isDate, 'Enter a real date'),
  channel: z.literal('email'),
}) satisfies z.ZodType<ReminderPlan, unknown>;

function isDate(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** Throws on a plan the rules would refuse, so a bad stored value fails loudly instead of drifting a date. */
export function assertReminderPlan(plan: ReminderPlan): ReminderPlan {
  reminderPlanSchema.parse(plan);
  return plan;
}
