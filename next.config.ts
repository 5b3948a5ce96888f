import type { NextConfig } from 'next';
import { config } from './lib/config';
import { browserApiOrigins, securityHeaderRoutes } from './lib/security/headers';
import { protectedPaths } from './lib/site/route-paths';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets two builds live side by side on one machine (for example a benchmark and the test suite).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  // app/global-not-found.tsx: unmatched addresses get the framed 404 without it riding along in every page.
  // Case-sensitive header routes, as the middleware's matcher is: otherwise /ACCOUNT would match neither the
  // middleware (no nonce policy) nor the static policy's rule, which leaves exactly the signed-in paths out.
  experimental: { globalNotFound: true, caseSensitiveRoutes: true },
  // jose and marked ship only ES modules; listing them here also makes next/jest compile them for unit tests.
  transpilePackages: ['jose', 'marked'],
  // PDFKit reads its font metrics from its own folder at run time, so it is loaded from node_modules, not bundled;
  // fontkit, its font engine, which the report also asks which characters each font draws, goes with it.
  serverExternalPackages: ['pdfkit', 'fontkit'],
  // scripts/test.mjs typechecks the whole project once before building; it sets this to avoid doing it twice.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Signed-in pages get their policy from middleware.ts instead (a nonce per request).
  async headers() {
    const options = {
      dev: process.env.NODE_ENV === 'development',
      connectSources: browserApiOrigins(config.auth),
      https: config.siteUrl.startsWith('https://'),
    };
    return securityHeaderRoutes(options, { signedInPaths: protectedPaths });
  },
};

export default nextConfig;
