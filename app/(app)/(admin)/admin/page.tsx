import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { loadAdminOffers } from '@/lib/data/admin';
import { loadCodeOverview } from '@/lib/data/codes';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { AdminNav } from './_components/admin-nav';
import { CodeOverviewTable } from './_components/code-overview-table';
import { OffersTable } from './_components/offers-table';
import { PartnerExports } from './_components/partner-exports';

export const metadata = protectedMetadata('/admin');

const page = protectedPage('/admin');

export default async function AdminPage() {
  // Admins only, checked here as well as in the layout: anyone else is told nothing is here (a 404).
  const session = await requireAdmin(page.path);
  const [offers, overview] = await Promise.all([loadAdminOffers(), loadCodeOverview(session)]);

  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      <AdminNav current="/admin" />
      <section aria-labelledby="admin-offers-heading" className="mb-12">
        <h2 id="admin-offers-heading" className="mb-4 text-2xl font-bold">
          Offers
        </h2>
        {offers.ok ? (
          <OffersTable offers={offers.value} />
        ) : (
          <DataUnavailable reason={offers.reason} nextPath={page.path} />
        )}
      </section>
      <section aria-labelledby="partner-exports-heading" className="mb-12">
        <h2 id="partner-exports-heading" className="mb-4 text-2xl font-bold">
          Claimed codes for partners
        </h2>
        {offers.ok ? <PartnerExports offers={offers.value} /> : null}
      </section>
      <section aria-labelledby="code-overview-heading">
        <h2 id="code-overview-heading" className="mb-4 text-2xl font-bold">
          Codes by status
        </h2>
        {overview.ok ? (
          <CodeOverviewTable overview={overview.value} />
        ) : (
          <DataUnavailable reason={overview.reason} nextPath={page.path} />
        )}
      </section>
    </>
  );
}
