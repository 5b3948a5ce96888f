import type { ServerResponse } from 'node:http';
import type { Store } from '@/backend';
import { answerReminderLink, type LinkResponse } from '@/backend/jobs/reminder-links';
import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { brand } from '@/lib/site/brand';
import { readBody } from './http/body';
import type { LocalRoute } from './http/router';

/**
 * `POST /reminders/unsubscribe` and `GET /reminders/calendar?token=&site=`: the backend end of the reminder
 * emails' unsubscribe link and of her calendar subscription, which the app's /unsubscribe and
 * /calendar/<token>.ics forward here (lib/reminders-api.ts). The answers are backend/jobs/reminder-links.ts',
 * the same code the Lambda runs on AWS. Locally the app says which site it is (`site`), because one local stack
 * serves apps on several ports; on AWS the site comes from the Lambda's environment.
 */
export function reminderLinksRoute(store: Store): LocalRoute {
  return {
    prefix: '/reminders',
    handle: async (req, res, url) => {
      const answer = await answerReminderLink(
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body: req.method === 'POST' ? await readBody(req) : null,
        },
        {
          store,
          keys: await reminderSigningKeys(),
          site: { url: url.searchParams.get('site') ?? 'http://localhost:3000', name: brand.name },
          now: new Date(),
        },
      );
      send(res, answer);
    },
  };
}

function send(res: ServerResponse, answer: LinkResponse): void {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}
