import { authPages } from './auth-pages';
import { landingKinds, partnerSlugs } from './partner-slugs';
import { publicPages } from './public-pages';

/** Every indexable page: home, the public pages, sign-in screens and the partner landing pages. */
export function sitemapPaths(): string[] {
  const partnerPaths = partnerSlugs.flatMap((slug) => landingKinds.map((kind) => `/${slug}/${kind}`));
  return ['/', ...publicPages.map((page) => page.path), ...authPages.map((page) => page.path), ...partnerPaths];
}
