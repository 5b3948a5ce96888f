import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyCors } from './cors';

/**
 * A route owns every path under `prefix` (`/identity` matches `/identity` and `/identity/...`).
 * Other parts of the local stack (the GraphQL API) mount theirs the same way through `startLocalStack({ routes })`.
 */
export interface LocalRoute {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void | Promise<void>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

const matches = (route: LocalRoute, path: string) => path === route.prefix || path.startsWith(`${route.prefix}/`);

/** The path alone: a query can carry a link token (`?token=`) or her address (`/mailbox?to=`), never to be logged. */
const pathOf = (rawUrl: string | undefined) => (rawUrl ?? '/').split(/[?#]/)[0];

/** A request listener that sets `nosniff`, applies CORS, picks the route with the longest matching prefix, and never crashes. */
export function createRouter(getRoutes: () => readonly LocalRoute[], log: (line: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      // Every answer is JSON or plain HTML of our own; a browser must never guess another type from the bytes.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (applyCors(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const route = getRoutes()
        .filter((candidate) => matches(candidate, url.pathname))
        .sort((a, b) => b.prefix.length - a.prefix.length)[0];
      if (!route) {
        sendJson(res, 404, { message: `No local route for ${url.pathname}` });
        return;
      }
      await route.handle(req, res, url);
    } catch (error) {
      log(
        `[local-stack] ${req.method} ${pathOf(req.url)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local stack' });
      else res.end();
    }
  };
}
