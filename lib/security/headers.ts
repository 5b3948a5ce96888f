/**
 * The response headers, one definition of the Content Security Policy for two kinds of page.
 *
 * Public pages are prerendered, so no per-request nonce can reach their HTML: their policy is static and
 * `script-src` needs 'unsafe-inline' for Next's inline bootstrap scripts and the boot script
 * (lib/site/boot-script.ts). `securityHeaderRoutes` sends it from next.config.ts on every path except the
 * signed-in pages.
 *
 * Signed-in pages are rendered per request anyway, so middleware.ts gives each response a fresh nonce
 * (`strictScripts`): only scripts carrying it, the boot script by its hash, and what those load
 * ('strict-dynamic') may run; an injected inline script or event handler does not. Her session tokens are in
 * cookies scripts can read, so this is the next defence after React's escaping (README, known limits).
 * JSON-LD (`type="application/ld+json"`) is a data block, never executed, so script-src does not apply to it.
 */

export interface StrictScripts {
  /** This request's nonce; Next reads it from the request's policy and puts it on its own scripts. */
  nonce: string;
  /** 'sha256-…' sources for our own inline scripts, which are in prerendered HTML and cannot carry a nonce. */
  inlineScriptHashes: readonly string[];
}

interface PolicyOptions {
  dev?: boolean;
  connectSources?: readonly string[];
  strictScripts?: StrictScripts;
}

// React rebuilds server error stacks with eval in development only; production never needs it.
function scriptSources(dev: boolean, strict?: StrictScripts): string[] {
  const evalForDev = dev ? ["'unsafe-eval'"] : [];
  if (!strict) return ["'self'", "'unsafe-inline'", ...evalForDev];
  // 'self' only matters to browsers without 'strict-dynamic' (CSP 2), which then still load our own files.
  return ["'self'", `'nonce-${strict.nonce}'`, "'strict-dynamic'", ...strict.inlineScriptHashes, ...evalForDev];
}

export function contentSecurityPolicy({ dev = false, connectSources = [], strictScripts }: PolicyOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSources(dev, strictScripts),
    // Styles keep 'unsafe-inline' everywhere: a nonce here would disable it and block React's style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSources, ...(dev ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Origins the browser calls besides this site: Amplify talks to the user pool directly (the local stack here). */
export function browserApiOrigins(auth: { region: string; userPoolEndpoint?: string }): string[] {
  return [new URL(auth.userPoolEndpoint ?? `https://cognito-idp.${auth.region}.amazonaws.com`).origin];
}

interface HeaderOptions {
  dev: boolean;
  /** Origins the browser may call besides this site: the user pool's endpoint. */
  connectSources: string[];
  /** Only where the site is served over HTTPS for real; on localhost HSTS would pin a development host. */
  https: boolean;
}

/** Every header with the static policy: what CloudFront adds to a response that has none (infra/lib/edge-headers.ts). */
export function securityHeaders({ dev, connectSources, https }: HeaderOptions) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, connectSources }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ];
  if (https) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  return headers;
}

/**
 * next.config.ts `headers()`: every header on every path, except that the static policy stays off the signed-in
 * pages. Those get theirs from the middleware, and two policies on one response would not be resolved the same
 * way by `next start` and OpenNext (each merges the config's and the middleware's headers in its own order).
 */
export function securityHeaderRoutes(options: HeaderOptions, { signedInPaths }: { signedInPaths: readonly string[] }) {
  const headers = securityHeaders(options);
  const isPolicy = (header: { key: string }) => header.key === 'Content-Security-Policy';
  const firstSegments = signedInPaths.map((path) => {
    // Spliced into a pattern below: anything but a plain segment would change what it matches.
    if (!/^\/[a-z-]+$/.test(path)) throw new Error(`Not a plain first path segment: ${path}`);
    return path.slice(1);
  });
  return [
    { source: '/:path*', headers: headers.filter((header) => !isPolicy(header)) },
    // A path whose first segment is none of the signed-in ones (so /accounts is public, /account/x is not).
    { source: `/:path((?!(?:${firstSegments.join('|')})(?:/|$)).*)`, headers: headers.filter(isPolicy) },
  ];
}
