import type { AdminOffer } from '@/lib/data/admin';
import { REVISION_FIELD } from '@/lib/forms/record';

/** What the offer form shows for a stored offer, by input name (the revision for the next update included). */
export function offerFormValues(offer: AdminOffer): Record<string, string> {
  return {
    id: offer.id,
    partner: offer.partner,
    category: offer.category,
    title: offer.title,
    benefit: offer.benefit,
    terms: offer.terms,
    howToUse: offer.howToUse,
    partnerUrl: offer.partnerUrl ?? '',
    startDate: offer.startDate,
    endDate: offer.endDate,
    status: offer.status,
    demonstration: offer.demonstration ? 'yes' : '',
    [REVISION_FIELD]: String(offer.revision),
  };
}
