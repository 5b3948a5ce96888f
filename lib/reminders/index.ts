export {
  buildEmptyReminderCalendar,
  buildReminderCalendar,
  escapeText,
  foldLine,
  recurrence,
  type Recurrence,
  type ReminderCalendarInput,
} from './ics';
export {
  addDays,
  clampedDayOfMonth,
  londonDate,
  londonInstant,
  londonOffsetMinutes,
  REMINDER_TIME_ZONE,
  type LocalDate,
} from './local-date';
export { DAYS_AFTER_PERIOD_START, nextDue, reminderSendKey, TYPICAL_PERIOD_DAYS, typicalCycleDays } from './next-due';
export { buildReminderEmail, type ReminderEmail, type ReminderEmailInput } from './reminder-email';
export {
  createUnsubscribeToken,
  UNSUBSCRIBE_TOKEN_LIFETIME_DAYS,
  unsubscribeUrl,
  verifyUnsubscribeToken,
  type UnsubscribeCheck,
} from './unsubscribe-token';
export type * from './types';
export { assertReminderPlan, reminderPlanSchema } from './plan-schema';
export { planStartDate, repeatsWeekly, type StartChoice } from './plan-start';
export { nextOnWeekday, WEEKDAY_LABELS, WEEKDAYS, weekdayOf, type Weekday } from './weekday';
export {
  decideReminder,
  LAST_SENT_MATTERS_DAYS,
  upcomingReminderDate,
  type ReminderDecision,
  type ReminderState,
} from './run';
export {
  calendarFeedUrl,
  createCalendarFeedToken,
  verifyCalendarFeedToken,
  type CalendarFeedCheck,
} from './calendar-feed-token';
export type { SigningKeys } from './signed-token';
