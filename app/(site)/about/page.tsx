import { PageIntro } from '@/components/ui/page-intro';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/about');

export const metadata = pageMetadata(page);

export default function Page() {
  return <PageIntro heading={page.heading} purpose={page.purpose} />;
}
