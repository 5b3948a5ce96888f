import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { loadAdminOffers, loadAvailableCodes } from '@/lib/data/admin';
import { initialFormState } from '@/lib/forms/form-state';
import { privatePageMetadata } from '@/lib/site/metadata';
import { AdminNav } from '../../_components/admin-nav';
import { OfferForm } from '../../_components/offer-form';
import { VoidCodes } from '../../_components/void-codes';
import { offerFormValues } from '../../offer-form-values';

export const metadata: Metadata = { ...privatePageMetadata, title: 'Edit an offer' };

export default async function EditOfferPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdmin(`/admin/offers/${encodeURIComponent(id)}`);
  const [offers, codes] = await Promise.all([loadAdminOffers(), loadAvailableCodes(id)]);
  if (!offers.ok) return <DataUnavailable reason={offers.reason} nextPath="/admin" />;
  const offer = offers.value.find((candidate) => candidate.id === id);
  if (!offer) notFound();

  return (
    <>
      <PageIntro
        heading={`Edit: ${offer.title}`}
        purpose={`${offer.stock} codes left. Changes reach members at once.`}
      />
      <AdminNav current="/admin" />
      <OfferForm mode="edit" initial={initialFormState(offerFormValues(offer))} />
      <section aria-labelledby="void-heading" className="mt-12">
        <h2 id="void-heading" className="mb-4 text-2xl font-bold">
          Unclaimed codes
        </h2>
        {codes.ok ? (
          <VoidCodes codes={codes.value.items} more={Boolean(codes.value.nextToken)} />
        ) : (
          <DataUnavailable reason={codes.reason} nextPath="/admin" />
        )}
      </section>
    </>
  );
}
