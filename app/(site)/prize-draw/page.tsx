import { MarkdownPage } from '@/components/content/markdown-page';
import { prizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';
import { FreeEntryForm } from './_components/free-entry-form';

const page = publicPage('/prize-draw');

export const metadata = pageMetadata(page);

/**
 * The free prize draw's two routes, with the form for the one that needs no account (UK free draws must offer it)
 * while the draw is open; the rules stay after the close.
 */
export default function Page() {
  return (
    <MarkdownPage page={page} content="prize-draw">
      <div className="mt-6">
        <FreeEntryForm draw={prizeDrawCloseForBrowser()} />
      </div>
    </MarkdownPage>
  );
}
