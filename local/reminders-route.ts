import type { Store } from '@/backend';
import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { calendarFeed } from '@/backend/jobs/calendar-feed';
import { unsubscribeWithToken } from '@/backend/jobs/unsubscribe';
import { brand } from '@/lib/site/brand';
import { readBody } from './http/body';
import { sendJson, type LocalRoute } from './http/router';

/**
 * `POST /reminders/unsubscribe` with `{ token }`: the backend end of the unsubscribe link (the app's
 * /unsubscribe route forwards the token here). Answers `{ outcome }`.
 */
export function unsubscribeRoute(store: Store): LocalRoute {
  return {
    prefix: '/reminders/unsubscribe',
    handle: async (req, res) => {
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'POST only' });
      let token = '';
      try {
        const body = JSON.parse(await readBody(req)) as { token?: unknown };
        token = typeof body.token === 'string' ? body.token : '';
      } catch {
        return sendJson(res, 400, { outcome: 'invalid' });
      }
      const outcome = await unsubscribeWithToken(store, token, reminderSigningKeys(), new Date());
      sendJson(res, outcome === 'stopped' ? 200 : 400, { outcome });
    },
  };
}

/**
 * `GET /reminders/calendar?token=&site=`: the backend end of her private calendar subscription (the app's
 * /calendar/<token>.ics forwards here). 404 for a bad or revoked token.
 */
export function calendarFeedRoute(store: Store): LocalRoute {
  return {
    prefix: '/reminders/calendar',
    handle: async (_req, res, url) => {
      const site = url.searchParams.get('site') ?? 'http://localhost:3000';
      const ics = await calendarFeed(
        store,
        url.searchParams.get('token') ?? '',
        reminderSigningKeys(),
        { url: site, name: brand.name },
        new Date(),
      );
      if (!ics) return sendJson(res, 404, { message: 'No such calendar' });
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store' });
      res.end(ics);
    },
  };
}
