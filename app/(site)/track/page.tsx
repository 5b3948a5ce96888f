import { ActionLinks } from '@/components/content/action-links';
import { MarkdownPage } from '@/components/content/markdown-page';
import { SeeYourGp } from '@/components/content/see-your-gp';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/track');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="track">
      <SeeYourGp className="mt-10" />
      <ActionLinks
        className="mt-10"
        primary={{ href: '/signup', label: 'Start your diary free' }}
        secondary={[{ href: '/domino', label: 'The domino effect' }]}
      />
    </MarkdownPage>
  );
}
