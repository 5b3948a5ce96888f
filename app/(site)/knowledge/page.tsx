import { ArticleCard } from '@/components/knowledge/article-card';
import { categoryLabels } from '@/components/knowledge/category-labels';
import { LibraryFilters } from '@/components/knowledge/library-filters';
import { PageIntro } from '@/components/ui/page-intro';
import { articleCategories, type Article } from '@/lib/content/article-schema';
import { allArticles } from '@/lib/content/articles';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/knowledge');

// Static: every article by category. Searching and filtering read the query string, so they live on
// /knowledge/search, which renders per request; this page stays prerendered and cacheable.
export const metadata = pageMetadata(page);

export default function Page() {
  const articles = allArticles();

  return (
    <>
      <PageIntro heading={page.heading} purpose={page.purpose}>
        <p className="mt-3 text-ink-muted">
          Every article lists the sources its health information comes from, mostly the NHS and UK charities, and the
          date it was last reviewed.
        </p>
      </PageIntro>
      <LibraryFilters query={{ q: '' }} />
      <ByCategory articles={articles} />
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
