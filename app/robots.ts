import type { MetadataRoute } from 'next';
import { brand } from '@/lib/site/brand';
import { protectedPages } from '@/lib/site/protected-pages';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: protectedPages.map((page) => page.path) }],
    sitemap: `${brand.siteUrl}/sitemap.xml`,
  };
}
