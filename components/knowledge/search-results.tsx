import Link from 'next/link';
import type { Article } from '@/lib/content/article-schema';
import type { LibraryQuery } from '@/lib/content/article-search';
import { ArticleCard } from './article-card';
import { categoryLabels } from './category-labels';

export function SearchResults({ query, articles }: { query: LibraryQuery; articles: readonly Article[] }) {
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
