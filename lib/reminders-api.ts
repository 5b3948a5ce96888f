import 'server-only';
import { config } from '@/lib/config';
import { localStackAddress } from '@/lib/local-stack';

/**
 * Where the app forwards what arrives without a session (the unsubscribe link, the calendar subscription):
 * the backend reads and writes the store for it. Locally the stack serves `/reminders/*`; on AWS,
 * REMINDERS_API_URL is the jobs stack's reminder-links endpoint (infra/lib/reminder-links.ts), set on the web
 * server by infra; a deployed app without it answers the links with 503 rather than guess an address.
 */
export function remindersApiUrl(path: 'unsubscribe' | 'calendar'): string | null {
  const base =
    process.env.REMINDERS_API_URL ?? (config.deployed ? null : `${localStackAddress(process.env).url}/reminders`);
  return base ? `${base.replace(/\/$/, '')}/${path}` : null;
}
