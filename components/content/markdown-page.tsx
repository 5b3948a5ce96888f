import { PageIntro } from '@/components/ui/page-intro';
import { pageHtml } from '@/lib/content/pages';
import type { PublicPage } from '@/lib/site/public-pages';
import { Prose } from './prose';

interface MarkdownPageProps {
  page: Pick<PublicPage, 'heading' | 'purpose'>;
  /** The file in content/pages/ without `.md`. */
  content: string;
  children?: React.ReactNode;
  /** Rendered between the intro and the prose, e.g. a short summary box. */
  lead?: React.ReactNode;
}

/** A public page whose words live in content/pages/<content>.md, with anything interactive passed as children. */
export function MarkdownPage({ page, content, lead, children }: MarkdownPageProps) {
  return (
    <article>
      <PageIntro heading={page.heading} purpose={page.purpose} />
      {lead}
      <Prose html={pageHtml(content)} />
      {children}
    </article>
  );
}
