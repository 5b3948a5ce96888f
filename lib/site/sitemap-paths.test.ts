import { publicPages } from './public-pages';
import { partnerSlugs } from './partner-slugs';
import { sitemapPaths } from './sitemap-paths';

describe('sitemapPaths', () => {
  it('lists home, every public page, /knowledge, each given article and both landing pages per partner', () => {
    const paths = sitemapPaths(['1', '2']);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/knowledge', '/article/1', '/article/2', '/privacy', '/signup']),
    );
    for (const page of publicPages) expect(paths).toContain(page.path);
    for (const slug of partnerSlugs)
      expect(paths).toEqual(expect.arrayContaining([`/${slug}/promotion`, `/${slug}/platform`]));
  });

  it('lists each path once and no protected or unknown article pages', () => {
    const paths = sitemapPaths(['1']);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/account');
    expect(paths).not.toContain('/article/2');
  });

  it('reads the shipped library by default', () => {
    const articlePaths = sitemapPaths().filter((path) => path.startsWith('/article/'));
    expect(articlePaths.length).toBeGreaterThanOrEqual(15);
    expect(articlePaths).toContain('/article/1');
  });
});
