/**
 * The paths alone of the sign-in screens and the signed-in pages. Client components test links against these
 * (see prefetch.ts) without shipping every page's title, description and purpose to the browser;
 * route-paths.test.ts keeps them equal to auth-pages.ts and protected-pages.ts.
 */
export const authPaths = ['/signin', '/signup', '/confirm-email', '/forgot-password', '/update-password'] as const;

/** First path segments: anything below one of these is protected too. */
export const protectedPaths = [
  '/account',
  '/incentive',
  '/notices',
  '/archive',
  '/settings',
  '/checking',
  '/personal',
  '/baby',
  '/fitness',
  '/health',
  '/nutrition',
  '/lifestyle',
  '/monitor',
  '/doctor',
  '/pharmacy',
  '/herbalist',
  '/tracking',
  '/stressed',
  '/sleeper',
  '/moody',
  '/fatigued',
  '/period',
  '/menopausal',
  '/physical',
  '/cycle',
  '/stress',
  '/sleep',
  '/fatigue',
  '/mood',
  '/anxiety',
  '/pain',
  '/report',
  '/plan',
  '/summary',
  '/admin',
] as const;
