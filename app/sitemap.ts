import type { MetadataRoute } from 'next';
import { brand } from '@/lib/site/brand';
import { sitemapPaths } from '@/lib/site/sitemap-paths';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths().map((path) => ({ url: `${brand.siteUrl}${path}` }));
}
