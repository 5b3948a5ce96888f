import type { AdminOffer } from '@/lib/data/admin';
import type { OfferValues } from '@/lib/forms/admin';
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

/**
 * Whether the offer the API answered a create with is the one she sent. The create is put-if-absent by the form's
 * record id, so a form brought back by Back (the router's or the browser's cache) with a used id answers with the
 * offer that id made first, whatever she typed since.
 */
export function isOfferSent(offer: AdminOffer, sent: OfferValues): boolean {
  return (
    offer.partner === sent.partner &&
    offer.category === sent.category &&
    offer.title === sent.title &&
    offer.benefit === sent.benefit &&
    offer.terms === sent.terms &&
    offer.howToUse === sent.howToUse &&
    (offer.partnerUrl ?? null) === sent.partnerUrl &&
    offer.startDate === sent.startDate &&
    offer.endDate === sent.endDate &&
    offer.status === sent.status &&
    Boolean(offer.demonstration) === sent.demonstration
  );
}

/** The create form's answer when its record id had already made another offer: nothing new was saved. */
export const offerAlreadyCreatedMessage = (offer: Pick<AdminOffer, 'title'>) =>
  `This form had already created the offer “${offer.title}”, so nothing new was saved. To add what you see here as another offer, press Create offer again. To change “${offer.title}” instead, open it from Offers and codes.`;
