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

/** Where "Create offer" leads: the new offer's edit screen, told to confirm the create (offers/[id]/page.tsx). */
export const offerCreatedPath = (id: string) => `/admin/offers/${encodeURIComponent(id)}?created=1`;

/** What the edit screen confirms when it is reached from "Create offer". */
export const offerCreatedMessage = (offer: Pick<AdminOffer, 'title'>) =>
  `Offer “${offer.title}” created. Import its codes next.`;
