import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { contentSecurityPolicy, securityHeaderRoutes } from './headers';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const));

const strictScripts = { nonce: 'bm9uY2Vub25jZW5vbmNl', inlineScriptHashes: ["'sha256-abc='"] };

describe('the Content Security Policy', () => {
  it('allows inline scripts on public (prerendered) pages, which cannot carry a nonce', () => {
    expect(directives(contentSecurityPolicy()).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('with a nonce allows only scripts carrying it, the listed inline scripts, and what they load', () => {
    const scripts = directives(contentSecurityPolicy({ strictScripts })).get('script-src');
    expect(scripts).toEqual(["'self'", "'nonce-bm9uY2Vub25jZW5vbmNl'", "'strict-dynamic'", "'sha256-abc='"]);
  });

  it('with a nonce allows eval in development only, where React needs it', () => {
    expect(directives(contentSecurityPolicy({ dev: true, strictScripts })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('differs between the two kinds of page in script-src alone', () => {
    const options = { connectSources: ['https://cognito-idp.eu-west-2.amazonaws.com'] };
    const publicPolicy = directives(contentSecurityPolicy(options));
    const signedIn = directives(contentSecurityPolicy({ ...options, strictScripts }));
    publicPolicy.delete('script-src');
    signedIn.delete('script-src');
    expect(signedIn).toEqual(publicPolicy);
  });
});

describe('the header routes next.config.ts sends', () => {
  const routes = securityHeaderRoutes(
    { dev: false, https: true, connectSources: [] },
    { signedInPaths: ['/account', '/settings'] },
  );
  // Matched as Next and OpenNext match them: by the regex Next writes into routes-manifest.json.
  const keysSentOn = (path: string) =>
    routes
      .filter((route) => new RegExp(buildCustomRoute('header', route).regex).test(path))
      .flatMap((route) => route.headers.map((header) => header.key));

  it.each(['/', '/check', '/article/1', '/accounts', '/settings-help', '/_next/static/chunks/app.js'])(
    'give %s the static policy and every other header',
    (path) => {
      expect(keysSentOn(path)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options']));
    },
  );

  it.each(['/account', '/account/', '/settings', '/settings/reminders'])(
    'leave the policy of %s to the middleware, with every other header',
    (path) => {
      expect(keysSentOn(path)).toContain('X-Frame-Options');
      expect(keysSentOn(path)).not.toContain('Content-Security-Policy');
    },
  );

  it('refuse a path that would not be a plain segment in the pattern', () => {
    expect(() =>
      securityHeaderRoutes({ dev: false, https: true, connectSources: [] }, { signedInPaths: ['/a|b'] }),
    ).toThrow();
  });
});
