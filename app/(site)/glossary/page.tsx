import Link from 'next/link';
import { Prose } from '@/components/content/prose';
import { PageIntro } from '@/components/ui/page-intro';
import { glossary } from '@/content/glossary';
import { pageHtml } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/glossary');

export const metadata = pageMetadata(page);

const entries = [...glossary].sort((a, b) => a.term.localeCompare(b.term, 'en-GB', { sensitivity: 'base' }));

export default function Page() {
  return (
    <article>
      <PageIntro heading={page.heading} purpose={page.purpose} />
      <dl className="max-w-3xl divide-y divide-line/40 text-lg">
        {entries.map((entry) => (
          <div key={entry.term} className="py-4">
            <dt className="font-heading text-xl font-bold">{entry.term}</dt>
            <dd className="mt-1 text-ink">
              {entry.meaning}
              {entry.see ? (
                <>
                  {' '}
                  See{' '}
                  <Link href={entry.see.href} className="text-ink underline decoration-pink decoration-2">
                    {entry.see.label}
                  </Link>
                  .
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <Prose html={pageHtml('glossary')} className="mt-8" />
    </article>
  );
}
