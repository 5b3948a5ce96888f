import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { loadCodeOverview } from '@/lib/data/codes';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { CodeOverviewTable } from './_components/code-overview-table';

export const metadata = protectedMetadata('/admin');

const page = protectedPage('/admin');

export default async function AdminPage() {
  // Admins only, checked here as well as in the layout: anyone else is told nothing is here (a 404).
  const session = await requireAdmin(page.path);
  const result = await loadCodeOverview(session);

  return (
    <PageIntro heading={page.title} purpose={page.purpose}>
      {result.ok ? <CodeOverviewTable overview={result.value} /> : <DataUnavailable reason={result.reason} nextPath={page.path} />}
    </PageIntro>
  );
}
