import { NextRequest } from 'next/server';
import { protectedPages } from '@/lib/site/protected-pages';
import { config as appConfig } from '@/lib/config';
import { config, middleware } from './middleware';

describe('middleware matcher', () => {
  it('covers every protected route of the registry', () => {
    const matched = config.matcher.map((pattern) => pattern.replace('/:path*', ''));
    for (const page of protectedPages) expect(matched).toContain(page.path);
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
