import type { Store } from '@/backend';
import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { runReminders, type ReminderJobResult } from '@/backend/jobs/reminders';
import { brand } from '@/lib/site/brand';
import type { Clock } from './clock';
import type { IdentityService } from './identity';

export const REMINDER_RUN_INTERVAL_MS = 60_000;

/**
 * What EventBridge Scheduler and SES do on AWS: the same job code (backend/jobs/reminders.ts) runs every
 * minute and its emails land in the local mailbox (`/mailbox?to=`).
 */
export async function runLocalReminders(options: {
  store: Store;
  identity: IdentityService;
  clock: Clock;
  siteUrl: string;
}): Promise<ReminderJobResult> {
  return runReminders({
    store: options.store,
    now: new Date(options.clock.now()),
    siteUrl: options.siteUrl,
    siteName: brand.name,
    signingKeys: await reminderSigningKeys(),
    send: async (mail) =>
      options.identity.deliver({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        purpose: 'reminder',
      }),
  });
}

export function startReminderRunner(
  options: Parameters<typeof runLocalReminders>[0] & { log: (line: string) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow run is never overlapped by the next
    running = true;
    runLocalReminders(options)
      .then((result) => result.sent > 0 && options.log(`[reminders] sent ${result.sent}`))
      .catch((error: unknown) =>
        options.log(`[reminders] run failed: ${error instanceof Error ? error.name : 'error'}`),
      )
      .finally(() => {
        running = false;
      });
  }, REMINDER_RUN_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
