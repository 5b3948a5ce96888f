import { ActionLinks } from '@/components/content/action-links';
import { MarkdownPage } from '@/components/content/markdown-page';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/scheme');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="scheme">
      <ActionLinks
        className="mt-10"
        primary={{ href: '/signup', label: 'Join free' }}
        secondary={[{ href: '/special', label: 'How an offer works' }]}
      />
    </MarkdownPage>
  );
}
