import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { loadAdminOffer, loadAvailableCodes } from '@/lib/data/admin';
import { initialFormState } from '@/lib/forms/form-state';
import { privatePageMetadata } from '@/lib/site/metadata';
import { AdminNav } from '../../_components/admin-nav';
import { OfferForm } from '../../_components/offer-form';
import { VoidCodes } from '../../_components/void-codes';
import { offerCreatedMessage, offerFormValues } from '../../offer-form-values';

export const metadata: Metadata = { ...privatePageMetadata, title: 'Edit an offer' };

export default async function EditOfferPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  await requireAdmin(`/admin/offers/${encodeURIComponent(id)}`);
  const [offer, codes] = await Promise.all([loadAdminOffer(id), loadAvailableCodes(id)]);
  if (!offer.ok) return <DataUnavailable reason={offer.reason} nextPath="/admin" />;
  if (!offer.value) notFound();
  // "Create offer" sends her here (offerCreatedPath): its confirmation is shown above the offer's own form, and
  // takes focus as the initial state's confirmation (useFormAction).
  const created = (await searchParams).created === '1';
  const initial = initialFormState(offerFormValues(offer.value));

  return (
    <>
      <PageIntro
        heading={`Edit: ${offer.value.title}`}
        purpose={`${offer.value.stock} codes left. Changes reach members at once.`}
      />
      <AdminNav current="/admin" />
      <OfferForm
        mode="edit"
        initial={created ? { ...initial, status: 'saved', message: offerCreatedMessage(offer.value) } : initial}
      />
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
