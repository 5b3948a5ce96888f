import { answerReminderLink, type LinkResponse } from '@/backend/jobs/reminder-links';
import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { createJobStore, type Store } from '@/backend/store/store';

/**
 * The reminder links' Lambda entry: API Gateway's HTTP API (infra/lib/reminder-links.ts) sends it
 * `POST /unsubscribe` and `GET /calendar`, which the app's /unsubscribe and /calendar/<token>.ics forward to
 * (REMINDERS_API_URL). The answers are backend/jobs/reminder-links.ts', the same code the local stack serves;
 * this entry only turns API Gateway's event into a request and supplies the store, the keys and the site.
 */

/** The part of an HTTP API (payload format 2.0) event this entry reads. */
export interface HttpApiEvent {
  rawPath: string;
  rawQueryString?: string;
  body?: string;
  isBase64Encoded?: boolean;
  requestContext: { http: { method: string } };
}

export interface HttpApiResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface LinkDependencies {
  store: Store;
  env: Record<string, string | undefined>;
  now: Date;
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set for the reminder links`);
  return value;
}

export async function answerLinkEvent(
  event: HttpApiEvent,
  { store, env, now }: LinkDependencies,
): Promise<HttpApiResult> {
  // Checked before the request is read: a misconfigured function fails loudly on every call, not only on some.
  const keys = await reminderSigningKeys(env);
  const site = { url: required(env, 'SITE_URL'), name: required(env, 'SITE_NAME') };
  const body = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : null;
  const answer: LinkResponse = await answerReminderLink(
    {
      method: event.requestContext.http.method,
      path: event.rawPath,
      query: new URLSearchParams(event.rawQueryString ?? ''),
      body,
    },
    { store, keys, site, now },
  );
  // The status only: the token names her, and the calendar is her plan.
  console.info('Reminder link', { path: event.rawPath, status: answer.status });
  return { statusCode: answer.status, headers: answer.headers, body: answer.body };
}

let store: Store | undefined;

export async function handler(event: HttpApiEvent): Promise<HttpApiResult> {
  store ??= createJobStore();
  return answerLinkEvent(event, { store, env: process.env, now: new Date() });
}
