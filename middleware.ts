import { NextResponse, type NextRequest } from 'next/server';
import { readStoredTokens } from '@/lib/auth/session-cookies';
import { signInRedirectPath } from '@/lib/auth/safe-next';
import { verifyCognitoToken } from '@/lib/auth/verify-token';
import { config as appConfig } from '@/lib/config';
import { browserApiOrigins } from '@/lib/security/headers';
import { isSiteOrigin } from '@/lib/security/same-origin';
import { signedInPagePolicy } from '@/lib/security/signed-in-policy';

/**
 * The optimistic gate (edge runtime): a visitor without a verified session on a protected route goes to the
 * home page with her destination kept. The real check is `requireUser()` in every server component, action
 * and route handler, which still stands if this is bypassed (CVE-2025-29927).
 *
 * It also refuses, with 403, a POST (on these pages that is always a server action) whose Origin is not the
 * configured site: Next's own check compares Origin with Host or X-Forwarded-Host, which the request itself
 * supplies, and answers a mismatch with 500. lib/actions checks the same thing again inside every action.
 *
 * A signed-in page gets a Content Security Policy with a nonce of its own (lib/security/headers.ts says why),
 * on the response for the browser and on the request for Next, which reads the nonce from there and puts it on
 * its scripts. next.config.ts leaves the static policy off these paths, so this is the only one they carry.
 *
 * Next 16 prefers the name `proxy.ts`; the product's design card names `middleware.ts`, which Next 16 still
 * runs (see README).
 */
export async function middleware(request: NextRequest) {
  if (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    !isSiteOrigin(request.headers.get('origin'), appConfig.siteUrl)
  ) {
    return new NextResponse('This request did not come from this site.', {
      status: 403,
      headers: { 'content-type': 'text/plain' },
    });
  }
  const tokens = readStoredTokens(request.cookies, appConfig.auth.userPoolClientId);
  const claims = tokens ? await verifyCognitoToken(tokens.idToken, 'id', appConfig.auth) : null;
  if (claims) return withNoncePolicy(request);

  const { pathname, search } = request.nextUrl;
  const destination = new URL(signInRedirectPath(`${pathname}${search}`), request.url);
  return NextResponse.redirect(destination);
}

async function withNoncePolicy(request: NextRequest) {
  const policy = await signedInPagePolicy({
    dev: process.env.NODE_ENV === 'development',
    connectSources: browserApiOrigins(appConfig.auth),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// Must be literal for Next's static analysis; middleware.test.ts checks it lists every protected route.
export const config = {
  matcher: [
    '/account/:path*',
    '/incentive/:path*',
    '/notices/:path*',
    '/archive/:path*',
    '/settings/:path*',
    '/checking/:path*',
    '/personal/:path*',
    '/baby/:path*',
    '/fitness/:path*',
    '/health/:path*',
    '/nutrition/:path*',
    '/lifestyle/:path*',
    '/monitor/:path*',
    '/doctor/:path*',
    '/pharmacy/:path*',
    '/herbalist/:path*',
    '/tracking/:path*',
    '/stressed/:path*',
    '/sleeper/:path*',
    '/moody/:path*',
    '/fatigued/:path*',
    '/period/:path*',
    '/menopausal/:path*',
    '/physical/:path*',
    '/cycle/:path*',
    '/stress/:path*',
    '/sleep/:path*',
    '/fatigue/:path*',
    '/mood/:path*',
    '/anxiety/:path*',
    '/pain/:path*',
    '/report/:path*',
    '/plan/:path*',
    '/summary/:path*',
    '/admin/:path*',
  ],
};
