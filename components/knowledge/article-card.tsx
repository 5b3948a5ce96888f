import Link from 'next/link';
import type { Article } from '@/lib/content/article-schema';
import { categoryLabels } from './category-labels';

/** One article in a list: the whole title is the link; category and reading time sit quietly beside it. */
export function ArticleCard({ article, headingLevel = 'h3' }: { article: Article; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <li className="flex flex-col rounded-lg border border-line/60 bg-surface p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {categoryLabels[article.category]} · {article.readingMinutes} min read
      </p>
      <Heading className="mt-2 text-xl font-bold">
        <Link href={`/article/${article.id}`} className="text-ink underline decoration-pink decoration-2">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 text-ink-muted">{article.summary}</p>
    </li>
  );
}
