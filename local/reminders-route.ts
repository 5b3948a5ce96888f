import type { Store } from '@/backend';
import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { unsubscribeWithToken } from '@/backend/jobs/unsubscribe';
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
