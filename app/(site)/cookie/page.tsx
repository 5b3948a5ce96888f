import { MarkdownPage } from '@/components/content/markdown-page';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/cookie');

export const metadata = pageMetadata(page);

export default function Page() {
  return <MarkdownPage page={page} content="cookie" />;
}
