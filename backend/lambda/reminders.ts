import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { runReminders, type OutgoingReminder, type ReminderJobResult } from '@/backend/jobs/reminders';
import { createJobStore, type Store } from '@/backend/store/store';

/**
 * The scheduled reminder job's Lambda entry: EventBridge Scheduler invokes it every few minutes (infra/lib/
 * jobs-stack.ts) and it runs the same job code the local stack runs every minute (backend/jobs/reminders.ts),
 * sending through SES instead of into the local mailbox. Who is due, the email and its unsubscribe link are
 * the job's; this entry only supplies the time, the store, the settings and the sender.
 */
export interface ReminderRunEvent {
  /** The schedule's intended time, passed by infra as `<aws.scheduler.scheduled-time>`. */
  scheduledTime?: string;
}

export interface ReminderRunResult extends ReminderJobResult {
  runAt: string;
}

/**
 * How far behind the clock a schedule time may be and still be the run's time. A run starts within seconds of it;
 * an invocation delivered much later (Lambda holding an asynchronous call while throttled, or a retry) would
 * otherwise decide and date its sends as of a time long gone.
 */
export const SCHEDULED_TIME_KEPT_FOR_MS = 5 * 60_000;

/** The time the schedule meant, or the clock when there is none, it cannot be read, or it is long past. */
export function runTime(event: ReminderRunEvent | null | undefined, now: Date): Date {
  const scheduled = event?.scheduledTime ? new Date(event.scheduledTime) : null;
  if (!scheduled || Number.isNaN(scheduled.getTime())) return now;
  return now.getTime() - scheduled.getTime() > SCHEDULED_TIME_KEPT_FOR_MS ? now : scheduled;
}

/** One reminder as an SES simple email, with the one-click unsubscribe headers (RFC 8058). */
export function sesEmail(mail: OutgoingReminder, from: string): SendEmailCommand {
  return new SendEmailCommand({
    FromEmailAddress: from,
    Destination: { ToAddresses: [mail.to] },
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })),
      },
    },
  });
}

/**
 * The From of a reminder: `"Venus reminders" <no-reply@…>`, so an inbox list or a lock screen shows that neutral
 * name rather than the address, whose domain names the product in full. A quoted string (RFC 5322); a name beyond
 * printable ASCII as an RFC 2047 encoded word, as SES requires. The address alone is what SES's IAM condition
 * (`ses:FromAddress`) checks.
 */
export function reminderSender(siteName: string, address: string): string {
  const name = `${siteName} reminders`;
  const quoted = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?=`;
  return `${quoted} <${address}>`;
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set for the reminder job`);
  return value;
}

/**
 * How long before Lambda's timeout (infra/lib/jobs-stack.ts) the run stops starting women's turns. One turn (a
 * claim, two reads, an SES send with the SDK's own retries, a write) takes well under this, so Lambda never stops
 * the function between her claim and her email, which would leave the reminder claimed but never sent.
 */
export const STOP_BEFORE_TIMEOUT_MS = 30_000;

/** The part of Lambda's context the run reads: the time left before Lambda stops the function. */
export interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

/** When the run stops starting turns (epoch milliseconds): STOP_BEFORE_TIMEOUT_MS before Lambda would stop it. */
export function stopAtFor(lambda: LambdaContext, nowMs: number): number {
  return nowMs + lambda.getRemainingTimeInMillis() - STOP_BEFORE_TIMEOUT_MS;
}

export interface ReminderRunDependencies {
  store: Store;
  send(command: SendEmailCommand): Promise<unknown>;
  env: Record<string, string | undefined>;
  now: Date;
  /** From stopAtFor; none when invoked without Lambda's context. */
  stopAt?: number;
}

export async function runScheduledReminders(
  event: ReminderRunEvent | null,
  { store, send, env, now, stopAt }: ReminderRunDependencies,
): Promise<ReminderRunResult> {
  const runAt = runTime(event, now);
  const siteName = required(env, 'SITE_NAME');
  const from = reminderSender(siteName, required(env, 'MAIL_FROM'));
  const result = await runReminders({
    store,
    now: runAt,
    siteUrl: required(env, 'SITE_URL'),
    siteName,
    signingKeys: await reminderSigningKeys(env),
    stopAt,
    send: async (mail) => {
      await send(sesEmail(mail, from));
    },
  });
  // Counts only: addresses and plans are personal data and stay out of the logs.
  console.info('Reminder run', { runAt: runAt.toISOString(), ...result });
  return { runAt: runAt.toISOString(), ...result };
}

let store: Store | undefined;
let ses: SESv2Client | undefined;

export async function handler(event: ReminderRunEvent | null, lambda?: LambdaContext): Promise<ReminderRunResult> {
  // Read first: Lambda stops the function at its timeout, whatever it is doing.
  const stopAt = lambda ? stopAtFor(lambda, Date.now()) : undefined;
  store ??= createJobStore();
  ses ??= new SESv2Client({});
  const client = ses;
  return runScheduledReminders(event, {
    store,
    send: (command) => client.send(command),
    env: process.env,
    now: new Date(),
    stopAt,
  });
}
