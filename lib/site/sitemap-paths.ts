import { articleIds } from '@/lib/content/articles';
import { authPages } from './auth-pages';
import { landingKinds, partnerSlugs } from './partner-slugs';
import { publicPages } from './public-pages';

/**
 * Every indexable page: home, the public pages (including /knowledge), each article, the sign-in screens and
 * the partner landing pages. Pass the article ids to keep it pure in tests; by default it reads the library.
 */
export function sitemapPaths(ids: readonly string[] = articleIds()): string[] {
  const partnerPaths = partnerSlugs.flatMap((slug) => landingKinds.map((kind) => `/${slug}/${kind}`));
  const articlePaths = ids.map((id) => `/article/${id}`);
  return [
    '/',
    ...publicPages.map((page) => page.path),
    ...articlePaths,
    ...authPages.map((page) => page.path),
    ...partnerPaths,
  ];
}
