import { addDays, londonDate, londonInstant, type LocalDate } from './local-date';
import { DAYS_AFTER_PERIOD_START, nextDue, reminderSendKey } from './next-due';
import type { DueReminder, ReminderPlan } from './types';

/** What the scheduled job knows about one user when it runs. */
export interface ReminderState {
  uid: string;
  plan: ReminderPlan;
  /** The stored `User.next`: the London date her next reminder is due, if one is set. */
  next: LocalDate | null;
  periodStarts: readonly LocalDate[];
  /**
   * The London day her latest reminder went, as far as the job has a record of it (it keeps its send records
   * longer than LAST_SENT_MATTERS_DAYS); null or left out when it has none.
   */
  lastSent?: LocalDate | null;
}

/**
 * How many days after a reminder goes the day it went can still change a decision: a date counted from a start
 * before that day falls within this many days of it, and every date the job chooses is today or later. The job's
 * send records (backend/store/reminder-sends.ts) must outlive it, or a second reminder can come in one period.
 */
export const LAST_SENT_MATTERS_DAYS = DAYS_AFTER_PERIOD_START;

/**
 * What the job does for one user. `send`: claim `sendKey` (a put-if-absent), send only if the claim succeeded,
 * then store `next`; a second run for the same due date finds the key taken and sends nothing. `schedule`:
 * store `next` without sending (a new plan, one switched off, or a cycle-timed date her records have moved).
 * `wait`: nothing is due yet.
 */
export type ReminderDecision =
  | { action: 'wait' }
  | { action: 'schedule'; next: DueReminder | null }
  | { action: 'send'; dueDate: LocalDate; sendKey: string; next: DueReminder | null };

export function decideReminder(state: ReminderState, now: Date): ReminderDecision {
  if (state.plan.frequency === 'NONE') return state.next ? { action: 'schedule', next: null } : { action: 'wait' };
  if (!state.next) return { action: 'schedule', next: nextDue(state.plan, now, state.periodStarts) };
  if (londonInstant(state.next, state.plan.time) > now) return followCycle(state, state.next, now);
  // However late the job is, she gets one reminder for the missed date, and the next is counted from now.
  return {
    action: 'send',
    dueDate: state.next,
    sendKey: reminderSendKey(state.uid, state.next),
    next: nextDueAfterSend(state, now, londonDate(now)),
  };
}

/**
 * The next reminder, but never one for a period that began before a reminder already went (`sentOn`): a cycle
 * date is 10 days after the start it is counted from, and one reminder a period is what she asked for. A date
 * counted from a start recorded later than that stays hers. Without this, a date worked out again (a changed
 * offset, or a start she records after the reminder went) could land a few days after the one she just had.
 */
function nextDueAfterSend(state: ReminderState, now: Date, sentOn: LocalDate | null | undefined) {
  let due = nextDue(state.plan, now, state.periodStarts);
  while (sentOn && due?.basis === 'cycle' && addDays(due.date, -DAYS_AFTER_PERIOD_START) < sentOn) {
    due = nextDue(state.plan, due.at, state.periodStarts);
  }
  return due;
}

/**
 * A cycle-timed date is worked out again from her records on every run, so a period start recorded after `next`
 * was stored (her first, or a late or early one) moves it. Only while it is not yet due: the job runs every few
 * minutes, so a start recorded just before the due time is the one case it can miss. Never into a period whose
 * reminder has already gone (`lastSent`).
 */
function followCycle(state: ReminderState, next: LocalDate, now: Date): ReminderDecision {
  if (state.plan.frequency !== 'MONTHLY' || state.plan.timing !== 'cycle') return { action: 'wait' };
  const due = nextDueAfterSend(state, now, state.lastSent);
  return due && due.date !== next ? { action: 'schedule', next: due } : { action: 'wait' };
}

/**
 * The date of her next reminder as the job has it, or will on its next run: what /plan shows. A date already
 * due but not yet sent is still hers to come.
 */
export function upcomingReminderDate(state: ReminderState, now: Date): LocalDate | null {
  const decision = decideReminder(state, now);
  return decision.action === 'schedule' ? (decision.next?.date ?? null) : state.next;
}
