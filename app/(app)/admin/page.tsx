import { notFound } from 'next/navigation';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadCodeOverview } from '@/lib/data/codes';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { CodeOverviewTable } from './_components/code-overview-table';

export const metadata = protectedMetadata('/admin');

const page = protectedPage('/admin');

export default async function AdminPage() {
  const session = await requireUser(page.path);
  // Admins only (the Admin group in her verified ID token). Anyone else is told nothing is here.
  if (!session.isAdmin) notFound();
  const result = await loadCodeOverview(session);

  return (
    <PageIntro heading={page.title} purpose={page.purpose}>
      {result.ok ? <CodeOverviewTable overview={result.value} /> : <DataUnavailable reason={result.reason} nextPath={page.path} />}
    </PageIntro>
  );
}
