import type { Store } from '@/backend/store/store';
import { calendarFeed } from './calendar-feed';
import { unsubscribeWithToken } from './unsubscribe';

/**
 * The two things a reminder link does without a session, as plain request → response so the local stack's
 * HTTP server and the Lambda behind API Gateway serve exactly the same answers:
 *
 * - `POST …/unsubscribe` with `{ token }`: stops her reminders; answers `{ outcome }` (200 when stopped).
 * - `GET …/calendar?token=`: her private calendar subscription (with no event while she has no reminders); 404
 *   for a bad or revoked token only.
 *
 * The signed token is the only credential, so the caller never says who she is; the site's address and name
 * come from the adapter (the Lambda's environment on AWS), never from the request.
 */
export interface LinkRequest {
  method: string;
  /** The path after the endpoint's base, ending `/unsubscribe` or `/calendar`. */
  path: string;
  query: URLSearchParams;
  body: string | null;
}

export interface LinkResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface LinkContext {
  store: Store;
  keys: readonly string[];
  site: { url: string; name: string };
  now: Date;
}

/** Bodies are one token; anything far larger is not a link's request. */
const MAX_BODY_CHARS = 4096;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): LinkResponse => ({
  status,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

export type LinkEndpoint = 'unsubscribe' | 'calendar';

export function linkEndpoint(path: string): LinkEndpoint | null {
  const last = path.replace(/\/+$/, '').split('/').pop();
  return last === 'unsubscribe' || last === 'calendar' ? last : null;
}

export async function answerReminderLink(request: LinkRequest, context: LinkContext): Promise<LinkResponse> {
  const endpoint = linkEndpoint(request.path);
  if (endpoint === 'unsubscribe') return unsubscribe(request, context);
  if (endpoint === 'calendar') return calendar(request, context);
  return json(404, { message: 'No such link endpoint' });
}

async function unsubscribe(request: LinkRequest, context: LinkContext): Promise<LinkResponse> {
  if (request.method !== 'POST') return json(405, { message: 'POST only' }, { allow: 'POST' });
  const token = tokenFromBody(request.body);
  if (token === null) return json(400, { outcome: 'invalid' });
  const outcome = await unsubscribeWithToken(context.store, token, context.keys, context.now);
  return json(outcome === 'stopped' ? 200 : 400, { outcome });
}

async function calendar(request: LinkRequest, context: LinkContext): Promise<LinkResponse> {
  if (request.method !== 'GET') return json(405, { message: 'GET only' }, { allow: 'GET' });
  const ics = await calendarFeed(
    context.store,
    request.query.get('token') ?? '',
    context.keys,
    context.site,
    context.now,
  );
  if (!ics) return json(404, { message: 'No such calendar' });
  // Personal: her plan's times. Never kept by a cache between her calendar program and the backend.
  return {
    status: 200,
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store' },
    body: ics,
  };
}

/** The token from `{ "token": "…" }`; null when the body is not that JSON (a missing token is ''). */
function tokenFromBody(body: string | null): string | null {
  if (!body || body.length > MAX_BODY_CHARS) return null;
  try {
    const parsed = JSON.parse(body) as { token?: unknown } | null;
    return typeof parsed?.token === 'string' ? parsed.token : '';
  } catch {
    return null;
  }
}
