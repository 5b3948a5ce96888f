import { NotFoundNotice } from '@/components/ui/not-found-notice';

export const metadata = { title: 'Page not found', robots: { index: false } };

/** notFound() inside this group: its layout already draws the frame, so only the message goes here. */
export default function NotFound() {
  return <NotFoundNotice />;
}
