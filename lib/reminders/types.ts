import type { LocalDate } from './local-date';

/** The schema's ReminderFrequency. */
export type ReminderFrequency = 'NONE' | 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY';

export type ReminderChannel = 'email';

/**
 * What she chose on /plan. `timing: 'cycle'` is "a few days after my period ends" (offered to
 * women with periods); `dayOfMonth` is the fixed day for everyone else and her fallback while no period
 * start is recorded. Weekly and fortnightly reminders repeat from `startDate` and ignore both.
 */
export interface ReminderPlan {
  frequency: ReminderFrequency;
  timing: 'cycle' | 'day-of-month';
  /** 1-31; clamped to the month's last day. */
  dayOfMonth: number;
  /** `HH:MM`, London wall-clock time. */
  time: string;
  /**
   * London date weekly and fortnightly repeats count from: the plan's first day on her chosen weekday, kept when
   * saved again unchanged (planStartDate).
   */
  startDate: LocalDate;
  channel: ReminderChannel;
}

/** A due reminder: the London date it belongs to and the UTC instant to send it. */
export interface DueReminder {
  date: LocalDate;
  at: Date;
  basis: 'interval' | 'day-of-month' | 'cycle';
}
