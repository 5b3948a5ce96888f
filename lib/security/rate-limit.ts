import { rateLimitAddress } from './viewer-address';

/**
 * A fixed-window limit per key (a visitor's address), kept in this server process. On a deployment with
 * several server instances each counts on its own, so it slows one visitor down rather than being a hard
 * cap; the API's own per-email limit stands behind it. Pure apart from the clock it is given.
 */
export interface RateLimiter {
  /** Counts an attempt; false when this key has used up its window. */
  allow(key: string): boolean;
}

/** Keys are forgotten once their window is over; past this many live keys the oldest windows go first. */
const MAX_KEYS = 10_000;

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    allow(key) {
      const at = now();
      const current = windows.get(key);
      if (!current || at - current.startedAt >= options.windowMs) {
        windows.delete(key); // re-inserted last, so the map stays in order of window start
        if (windows.size >= MAX_KEYS) {
          for (const [oldKey, window] of windows) {
            if (windows.size < MAX_KEYS && at - window.startedAt < options.windowMs) break;
            windows.delete(oldKey);
          }
        }
        windows.set(key, { startedAt: at, count: 1 });
        return true;
      }
      if (current.count >= options.limit) return false;
      current.count += 1;
      return true;
    },
  };
}

/**
 * The visitor's address as the site's CDN saw it, as the limit counts it (rateLimitAddress: an IPv6 visitor by
 * her /64). CloudFront sets `CloudFront-Viewer-Address` (ip:port) itself and overwrites any the visitor sends;
 * X-Forwarded-For's entries can be written by the visitor, so they are not used. Without the header (local runs)
 * every visitor shares one key.
 */
export function visitorKey(headers: { get(name: string): string | null }): string {
  const viewer = headers.get('cloudfront-viewer-address');
  if (!viewer) return 'unknown';
  return rateLimitAddress(viewer);
}
