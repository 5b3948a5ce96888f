import type { Metadata } from 'next';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { loadAdminOffers } from '@/lib/data/admin';
import { privatePageMetadata } from '@/lib/site/metadata';
import { AdminNav } from '../_components/admin-nav';
import { ImportCodesForm } from '../_components/import-codes-form';

export const metadata: Metadata = { ...privatePageMetadata, title: 'Import codes' };

export default async function ImportCodesPage() {
  await requireAdmin('/admin/import');
  const offers = await loadAdminOffers();
  return (
    <>
      <PageIntro
        heading="Import codes"
        purpose="Check a partner’s CSV file first; import it only when every row is right. Importing a file twice adds nothing the second time, and a code already imported for another of the partner’s offers is refused, so no code reaches two members."
      />
      <AdminNav current="/admin/import" />
      {offers.ok ? (
        <ImportCodesForm
          offers={offers.value.map((offer) => ({
            value: offer.id,
            label: `${offer.title} (${offer.partner}, ${offer.stock} left)`,
          }))}
        />
      ) : (
        <DataUnavailable reason={offers.reason} nextPath="/admin/import" />
      )}
    </>
  );
}
