/**
 * The scheduled reminder job's Lambda entry (EventBridge Scheduler invokes it every few minutes; infra/ wires it).
 * The per-user rules (who is due, the email, unsubscribe links) belong to lib/reminders; this entry only says
 * when the run is for. Until those rules are wired here it sends nothing, and says so in its one log line.
 */
export interface ReminderRunEvent {
  /** The schedule's intended time, passed by infra as `<aws.scheduler.scheduled-time>`. */
  scheduledTime?: string;
}

export interface ReminderRunResult {
  runAt: string;
  sent: number;
}

export function runTime(event: ReminderRunEvent | null | undefined, now: Date): Date {
  const scheduled = event?.scheduledTime ? new Date(event.scheduledTime) : null;
  return scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled : now;
}

export async function handler(event: ReminderRunEvent | null): Promise<ReminderRunResult> {
  const runAt = runTime(event, new Date()).toISOString();
  console.info('Reminder run', { runAt, sent: 0, note: 'sending not wired yet' });
  return { runAt, sent: 0 };
}
