import { REMINDER_FREQUENCIES, type ReminderFrequency } from '@/graphql/generated/enums';

/** Her words for each reminder frequency of the schema; a frequency added to or removed from it fails tsc here. */
export const REMINDER_LABELS = {
  NONE: 'No reminders',
  WEEKLY: 'Every week',
  FORTNIGHTLY: 'Every two weeks',
  MONTHLY: 'Every month',
} as const satisfies Record<ReminderFrequency, string>;

/** The choices a form offers, in the schema's order. */
export const REMINDER_OPTIONS = REMINDER_FREQUENCIES.map((value) => ({ value, label: REMINDER_LABELS[value] }));
