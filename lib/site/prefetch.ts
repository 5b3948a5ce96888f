import { authPages } from './auth-pages';
import { isProtectedPath } from './protected-pages';

/**
 * The `prefetch` for a link on a public page. Next prefetches a linked route's code as the link scrolls into
 * view; for the sign-in screens and signed-in pages that code includes Amplify, which would undo keeping it off
 * public pages. Those pages need the server (or a form) anyway, so they load on the click instead.
 */
export function prefetchFor(href: string): false | undefined {
  const path = href.split(/[?#]/)[0] ?? href;
  return isProtectedPath(path) || authPages.some((page) => page.path === path) ? false : undefined;
}
