import { authPaths, protectedPaths } from './route-paths';

const noPrefetch = new Set<string>([...authPaths, ...protectedPaths]);

/**
 * The `prefetch` for a link on a public page. Next prefetches a linked route's code as the link scrolls into
 * view; for the sign-in screens and signed-in pages that code includes Amplify, which would undo keeping it off
 * public pages. Those pages need the server (or a form) anyway, so they load on the click instead.
 */
export function prefetchFor(href: string): false | undefined {
  const path = href.split(/[?#]/)[0] ?? href;
  const firstSegment = `/${path.split('/')[1] ?? ''}`;
  return noPrefetch.has(path) || noPrefetch.has(firstSegment) ? false : undefined;
}
