import type { Article } from '@/lib/content/article-schema';
import { categoryLabels } from './category-labels';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{longDate.format(new Date(`${iso}T00:00:00Z`))}</time>;
}

export function ArticleMeta({ article }: { article: Article }) {
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-ink-muted">
      <div className="flex gap-1.5">
        <dt>Category:</dt>
        <dd className="text-ink">{categoryLabels[article.category]}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt>Reading time:</dt>
        <dd className="text-ink">{article.readingMinutes} min</dd>
      </div>
      <div className="flex gap-1.5">
        <dt>By:</dt>
        <dd className="text-ink">{article.author}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt>Last reviewed:</dt>
        <dd className="text-ink">
          <DateText iso={article.reviewed} />
        </dd>
      </div>
    </dl>
  );
}
