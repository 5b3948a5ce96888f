import { safeNextPath } from '@/lib/auth/safe-next';

/** Where she was going: the `next` of the current address, same-origin only (read when needed, not rendered). */
export function currentNext(fallback = '/'): string {
  if (typeof window === 'undefined') return fallback;
  return safeNextPath(new URLSearchParams(window.location.search).get('next'), fallback);
}

/** A path with `next` kept, for links between the sign-in screens. `/` needs no `next`. */
export function withNext(path: string, next: string): string {
  const safe = safeNextPath(next);
  return safe === '/' ? path : `${path}?next=${encodeURIComponent(safe)}`;
}

/**
 * A full navigation after signing in or out, so server components render again with (or without) the
 * session cookies; a client-side push would keep showing what was rendered before.
 */
export function goTo(path: string): void {
  window.location.assign(safeNextPath(path));
}
