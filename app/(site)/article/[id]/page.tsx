import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Prose } from '@/components/content/prose';
import { SeeYourGp } from '@/components/content/see-your-gp';
import { Sources } from '@/components/content/sources';
import { ArticleCard } from '@/components/knowledge/article-card';
import { ArticleMeta } from '@/components/knowledge/article-meta';
import { articleJsonLd, jsonForScript } from '@/lib/content/article-json-ld';
import { relatedArticles } from '@/lib/content/article-search';
import { allArticles, articleIds, findArticle } from '@/lib/content/articles';
import { pageMetadata } from '@/lib/site/metadata';

// Every article is prerendered; any other id is the 404 screen (with menu and footer).
export const dynamicParams = false;

export function generateStaticParams() {
  return articleIds().map((id) => ({ id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = findArticle((await params).id);
  if (!article) return {};
  const base = pageMetadata({ path: `/article/${article.id}`, title: article.title, description: article.summary });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.published,
      modifiedTime: article.reviewed,
      authors: [article.author],
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = findArticle((await params).id);
  if (!article) notFound();
  const related = relatedArticles(allArticles(), article);

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(articleJsonLd(article)) }} />
      <nav aria-label="Breadcrumb" className="mb-6 text-ink-muted">
        <Link href="/knowledge" className="text-ink underline decoration-pink decoration-2">
          Knowledge library
        </Link>{' '}
        <span aria-hidden="true">›</span> <span>{article.title}</span>
      </nav>
      <article>
        <header className="mb-8 max-w-3xl">
          <h1 className="text-4xl font-bold text-ink sm:text-5xl">{article.title}</h1>
          <p className="mt-3 text-xl text-ink-muted">{article.summary}</p>
          <ArticleMeta article={article} />
        </header>
        <Prose html={article.html} />
        <SeeYourGp className="mt-10" />
        <Sources sources={article.sources} />
      </article>
      <section aria-labelledby="related-heading" className="mt-14">
        <h2 id="related-heading" className="mb-4 text-3xl font-bold">
          Related articles
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {related.map((item) => (
            <ArticleCard key={item.id} article={item} />
          ))}
        </ul>
      </section>
    </>
  );
}
