import { londonInstant, type LocalDate } from './local-date';
import { nextDue, reminderSendKey } from './next-due';
import type { DueReminder, ReminderPlan } from './types';

/** What the scheduled job knows about one user when it runs. */
export interface ReminderState {
  uid: string;
  plan: ReminderPlan;
  /** The stored `User.next`: the London date her next reminder is due, if one is set. */
  next: LocalDate | null;
  periodStarts: readonly LocalDate[];
}

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
    next: nextDue(state.plan, now, state.periodStarts),
  };
}

/**
 * A cycle-timed date is worked out again from her records on every run, so a period start recorded after `next`
 * was stored (her first, or a late or early one) moves it. Only while it is not yet due: the job runs every few
 * minutes, so a start recorded just before the due time is the one case it can miss.
 */
function followCycle(state: ReminderState, next: LocalDate, now: Date): ReminderDecision {
  if (state.plan.frequency !== 'MONTHLY' || state.plan.timing !== 'cycle') return { action: 'wait' };
  const due = nextDue(state.plan, now, state.periodStarts);
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
