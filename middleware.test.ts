import { NextRequest } from 'next/server';
import { sessionCookiePrefix } from '@/lib/auth/session-cookies';
import { protectedPages } from '@/lib/site/protected-pages';
import { protectedPaths } from '@/lib/site/route-paths';
import { config as appConfig } from '@/lib/config';
import { config, middleware } from './middleware';

// Only this token verifies: the pool's JWKS is not reachable from a unit test, and the signature check has its own.
jest.mock('@/lib/auth/verify-token', () => ({
  verifyCognitoToken: async (token: string) => (token === 'good-id-token' ? { sub: 'user-1', token_use: 'id' } : null),
}));

describe('middleware matcher', () => {
  it('covers every protected route of the registry', () => {
    const matched = config.matcher.map((pattern) => pattern.replace('/:path*', ''));
    for (const page of protectedPages) expect(matched).toContain(page.path);
  });

  // next.config.ts leaves the static policy off exactly these paths, for the middleware's nonce policy.
  it('covers exactly the signed-in paths that get no static Content Security Policy', () => {
    expect([...config.matcher].sort()).toEqual(protectedPaths.map((path) => `${path}/:path*`).sort());
  });

  it('covers nothing public', () => {
    for (const path of ['/', '/check', '/diary', '/signin', '/knowledge']) {
      expect(config.matcher).not.toContain(`${path}/:path*`);
    }
  });
});

describe('server actions from another origin', () => {
  const post = (headers: Record<string, string>) =>
    middleware(
      new NextRequest(`${appConfig.siteUrl}/settings`, {
        method: 'POST',
        headers: { 'next-action': 'abc123', ...headers },
      }),
    );

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    [
      'another origin with a forwarded host to match it',
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ],
    ['another origin with a Host to match it', { origin: 'https://evil.example', host: 'evil.example' }],
    ['no origin', {}],
  ])('are refused with 403: %s', async (_label, headers) => {
    expect((await post(headers)).status).toBe(403);
  });

  it('from the configured site go on to the session check (here: no session, so a redirect)', async () => {
    const response = await post({ origin: appConfig.siteUrl });
    expect(response.status).toBe(307);
  });
});

describe('the Content Security Policy of a signed-in page', () => {
  const prefix = sessionCookiePrefix(appConfig.auth.userPoolClientId);
  const signedInGet = (path: string) =>
    middleware(
      new NextRequest(`${appConfig.siteUrl}${path}`, {
        headers: {
          cookie: [
            `${prefix}.LastAuthUser=user-1`,
            `${prefix}.user-1.idToken=good-id-token`,
            `${prefix}.user-1.accessToken=access`,
          ].join('; '),
        },
      }),
    );
  const scriptSources = (policy: string | null) =>
    policy
      ?.split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1) ?? [];

  it('allows scripts by a nonce, never inline, on the response and on the request Next renders', async () => {
    const response = await signedInGet('/settings');
    const sent = response.headers.get('content-security-policy');
    // NextResponse.next({ request }) carries the headers it forwards to the page under this prefix.
    const forwarded = response.headers.get('x-middleware-request-content-security-policy');
    expect(forwarded).toBe(sent);
    expect(scriptSources(sent)).toEqual(
      expect.arrayContaining(["'self'", "'strict-dynamic'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==/)]),
    );
    expect(scriptSources(sent)).not.toContain("'unsafe-inline'");
    expect(scriptSources(sent)).not.toContain("'unsafe-eval'");
  });

  it('has a fresh nonce for every request', async () => {
    const nonces = await Promise.all(
      ['/account', '/account', '/archive'].map(async (path) =>
        scriptSources((await signedInGet(path)).headers.get('content-security-policy')).find((source) =>
          source.startsWith("'nonce-"),
        ),
      ),
    );
    expect(new Set(nonces).size).toBe(3);
  });
});
