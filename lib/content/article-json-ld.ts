import { brand } from '@/lib/site/brand';
import type { Article } from './article-schema';

/** schema.org Article for search engines. dateModified is the date the content was last reviewed. */
export function articleJsonLd(article: Article) {
  const url = `${brand.siteUrl}/article/${article.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.published,
    dateModified: article.reviewed,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: brand.fullName, url: brand.siteUrl },
    mainEntityOfPage: url,
    url,
    articleSection: article.category,
    inLanguage: 'en-GB',
  };
}

/** JSON for a <script> element: `<` is escaped so no text in an article can close the script early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
