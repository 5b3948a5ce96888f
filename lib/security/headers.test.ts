import { securityHeaderRules } from './headers';

// Next matches `headers()` sources with its own copy of path-to-regexp (untyped); the test uses the same one.
const { pathToRegexp } = require('next/dist/compiled/path-to-regexp') as { pathToRegexp: (source: string) => RegExp };

const rules = securityHeaderRules({ dev: false, connectSources: [], https: true });

/** The header names a response to `path` gets, matching the rules the way Next does (path-to-regexp). */
function headersFor(path: string): string[] {
  return rules.filter((rule) => pathToRegexp(rule.source).test(path)).flatMap((rule) => rule.headers.map((h) => h.key));
}

describe('securityHeaderRules', () => {
  it('gives documents and API routes every policy header', () => {
    for (const path of ['/', '/about', '/article/1', '/api/health', '/_next/image']) {
      expect(headersFor(path).sort()).toEqual(
        [
          'Content-Security-Policy',
          'Permissions-Policy',
          'Referrer-Policy',
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'X-Frame-Options',
        ].sort(),
      );
    }
  });

  it('gives the build’s static files nosniff only', () => {
    for (const path of ['/_next/static/chunks/0abc.js', '/_next/static/media/font.woff2']) {
      expect(headersFor(path)).toEqual(['X-Content-Type-Options']);
    }
  });
});
