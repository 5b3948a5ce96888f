import { ActionLinks } from '@/components/content/action-links';
import { MarkdownPage } from '@/components/content/markdown-page';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/special');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="special">
      <ActionLinks
        className="mt-10"
        primary={{ href: '/signup', label: 'Join free' }}
        secondary={[{ href: '/scheme', label: 'How the scheme works' }]}
      />
    </MarkdownPage>
  );
}
