import { MarkdownPage } from '@/components/content/markdown-page';
import { SeeYourGp } from '@/components/content/see-your-gp';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/faq');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="faq">
      <SeeYourGp className="mt-10" />
    </MarkdownPage>
  );
}
