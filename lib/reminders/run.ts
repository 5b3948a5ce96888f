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
 * store `next` without sending (a new plan, or one switched off). `wait`: nothing is due yet.
 */
export type ReminderDecision =
  | { action: 'wait' }
  | { action: 'schedule'; next: DueReminder | null }
  | { action: 'send'; dueDate: LocalDate; sendKey: string; next: DueReminder | null };

export function decideReminder(state: ReminderState, now: Date): ReminderDecision {
  if (state.plan.frequency === 'NONE') return state.next ? { action: 'schedule', next: null } : { action: 'wait' };
  if (!state.next) return { action: 'schedule', next: nextDue(state.plan, now, state.periodStarts) };
  if (londonInstant(state.next, state.plan.time) > now) return { action: 'wait' };
  // However late the job is, she gets one reminder for the missed date, and the next is counted from now.
  return {
    action: 'send',
    dueDate: state.next,
    sendKey: reminderSendKey(state.uid, state.next),
    next: nextDue(state.plan, now, state.periodStarts),
  };
}
