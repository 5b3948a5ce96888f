import { ActionLinks } from '@/components/content/action-links';
import { MarkdownPage } from '@/components/content/markdown-page';
import { SeeYourGp } from '@/components/content/see-your-gp';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/check');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="check">
      <SeeYourGp className="mt-10" />
      <ActionLinks
        className="mt-10"
        primary={{ href: '/checking', label: 'Start the guided check' }}
        secondary={[{ href: '/signup', label: 'Join free' }]}
      />
      <p className="mt-3 text-ink-muted">The guided check and diary are for members: sign in first, or join free.</p>
    </MarkdownPage>
  );
}
