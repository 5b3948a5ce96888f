import { SiteFrame } from '@/components/layout/site-frame';
import { NotFoundNotice } from '@/components/ui/not-found-notice';

export const metadata = { title: 'Page not found', robots: { index: false } };

/** An address that matches no route: only the root layout is around it, so this brings the frame itself. */
export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundNotice />
    </SiteFrame>
  );
}
