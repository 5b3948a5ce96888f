import type { Metadata } from 'next';
import { LibraryFilters } from '@/components/knowledge/library-filters';
import { SearchResults } from '@/components/knowledge/search-results';
import { PageIntro } from '@/components/ui/page-intro';
import { parseLibraryQuery, searchArticles } from '@/lib/content/article-search';
import { allArticles } from '@/lib/content/articles';

// Results depend on the query string, so this renders per request. Result lists are not indexed: the library
// itself (/knowledge) is the canonical page for search engines.
export const metadata: Metadata = {
  title: 'Search the knowledge library',
  description: 'Find articles on fitness, health, nutrition, wellbeing and lifestyle by word or category.',
  alternates: { canonical: '/knowledge' },
  robots: { index: false, follow: true },
};

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = parseLibraryQuery(await searchParams);
  return (
    <>
      <PageIntro
        heading="Search the knowledge library"
        purpose="Articles that match your words or the category you chose."
      />
      <LibraryFilters query={query} />
      <SearchResults query={query} articles={searchArticles(allArticles(), query)} />
    </>
  );
}
