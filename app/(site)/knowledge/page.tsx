import Link from 'next/link';
import { ArticleCard } from '@/components/knowledge/article-card';
import { categoryLabels } from '@/components/knowledge/category-labels';
import { LibraryFilters } from '@/components/knowledge/library-filters';
import { PageIntro } from '@/components/ui/page-intro';
import { articleCategories, type Article } from '@/lib/content/article-schema';
import { parseLibraryQuery, searchArticles, type LibraryQuery } from '@/lib/content/article-search';
import { allArticles } from '@/lib/content/articles';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/knowledge');

// Filtering reads the query string, so this page renders per request; its content is public and cheap to build.
export const metadata = pageMetadata(page);

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseLibraryQuery(await searchParams);
  const articles = allArticles();
  const filtered = Boolean(query.q || query.category);

  return (
    <>
      <PageIntro heading={page.heading} purpose={page.purpose}>
        <p className="mt-3 text-ink-muted">
          Every article lists the sources its health information comes from, mostly the NHS and UK charities, and
          the date it was last reviewed.
        </p>
      </PageIntro>
      <LibraryFilters query={query} />
      {filtered ? <Results query={query} articles={searchArticles(articles, query)} /> : <ByCategory articles={articles} />}
    </>
  );
}

function ByCategory({ articles }: { articles: readonly Article[] }) {
  return articleCategories.map((category) => (
    <section key={category} aria-labelledby={`category-${category}`} className="mb-12">
      <h2 id={`category-${category}`} className="mb-4 text-3xl font-bold">
        {categoryLabels[category]}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {articles
          .filter((article) => article.category === category)
          .map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
      </ul>
    </section>
  ));
}

function Results({ query, articles }: { query: LibraryQuery; articles: readonly Article[] }) {
  const where = query.category ? ` in ${categoryLabels[query.category]}` : '';
  const what = query.q ? ` for “${query.q}”` : '';
  const count = articles.length === 1 ? '1 article' : `${articles.length} articles`;
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="mb-4 text-3xl font-bold">
        {count}
        {where}
        {what}
      </h2>
      {articles.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      ) : (
        <p className="text-lg text-ink-muted">
          Nothing matched. Try fewer or different words, or{' '}
          <Link href="/knowledge" className="text-ink underline decoration-pink decoration-2">
            browse every article
          </Link>
          .
        </p>
      )}
    </section>
  );
}
