import { MarkdownPage } from '@/components/content/markdown-page';
import { PartnerDirectory } from '@/components/partners/partner-directory';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/alliances');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="alliances">
      <PartnerDirectory />
    </MarkdownPage>
  );
}
