import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { initialFormState } from '@/lib/forms/form-state';
import { newRecordId, RECORD_ID_FIELD } from '@/lib/forms/record';
import { londonDate } from '@/lib/reminders/local-date';
import { privatePageMetadata } from '@/lib/site/metadata';
import { AdminNav } from '../../_components/admin-nav';
import { OfferForm } from '../../_components/offer-form';

export const metadata: Metadata = { ...privatePageMetadata, title: 'Create an offer' };

export default async function NewOfferPage() {
  await requireAdmin('/admin/offers/new');
  // Offers are live between UK dates (backend isLive), so the form starts on the UK day.
  const today = londonDate(new Date());
  return (
    <>
      <PageIntro
        heading="Create an offer"
        purpose="A new offer starts as a draft: members see it once it is live and between its dates."
      />
      <AdminNav current="/admin/offers/new" />
      <OfferForm
        mode="create"
        initial={initialFormState({
          [RECORD_ID_FIELD]: newRecordId(),
          status: 'DRAFT',
          startDate: today,
          endDate: today,
        })}
      />
    </>
  );
}
