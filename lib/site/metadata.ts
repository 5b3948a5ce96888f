import type { Metadata } from 'next';

interface DescribedPage {
  path: string;
  title: string;
  description: string;
}

/** Title, description, canonical URL and Open Graph basics for one page. */
export function pageMetadata(page: DescribedPage): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: { title: page.title, description: page.description, url: page.path },
  };
}

/** Personal screens must never appear in search results. */
export const privatePageMetadata: Metadata = { robots: { index: false, follow: false } };
