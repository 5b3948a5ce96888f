import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadMyNotices, markNoticesRead } from '@/lib/data/notices';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { NoticeList } from './_components/notice-list';

export const metadata = protectedMetadata('/notices');

const page = protectedPage('/notices');

export default async function NoticesPage() {
  const session = await requireUser(page.path);
  const notices = await loadMyNotices(session);
  // Seen now: marked read for next time, while this page still shows which ones were new.
  if (notices.ok) await markNoticesRead(notices.value);

  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      {notices.ok ? (
        <NoticeList notices={notices.value} />
      ) : (
        <DataUnavailable reason={notices.reason} nextPath={page.path} />
      )}
    </>
  );
}
