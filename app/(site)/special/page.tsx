import { ActionLinks } from '@/components/content/action-links';
import { MarkdownPage } from '@/components/content/markdown-page';
import { OfferList } from '@/components/partners/offer-list';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/special');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="special">
      <p className="mt-6 max-w-3xl rounded-md border-l-4 border-amber bg-surface-raised p-4 text-ink">
        Offers marked “Sample offer” are example text. Each one is replaced with the real offer once it has been agreed
        with the brand.
      </p>
      <OfferList />
      <ActionLinks
        className="mt-10"
        primary={{ href: '/signup', label: 'Join free' }}
        secondary={[{ href: '/scheme', label: 'How the scheme works' }]}
      />
    </MarkdownPage>
  );
}
