import type { ClaimedCode, Offer } from '@/lib/data/offers';
import { CATEGORY_LABELS, ukDate } from '@/lib/forms/offers';
import { ClaimCodeForm } from './claim-code-form';

/** One offer: partner, what it gives, terms, expiry and how to use it; demonstration offers say so first. */
export function OfferCard({ offer, held }: { offer: Offer; held: ClaimedCode | null }) {
  const headingId = `offer-${offer.id}-heading`;
  return (
    <li>
      <article aria-labelledby={headingId} className="h-full rounded-lg border border-line bg-surface p-5">
        <p className="text-sm text-ink-muted">
          {offer.partner} · {CATEGORY_LABELS[offer.category]}
        </p>
        <h3 id={headingId} className="mt-1 text-xl font-bold">
          {offer.title}
        </h3>
        {offer.demonstration ? (
          <p className="mt-3 rounded-md border-2 border-amber p-3 font-semibold">
            Demonstration offer: no agreement with this brand exists yet.
          </p>
        ) : null}
        <p className="mt-3 text-lg">{offer.benefit}</p>
        <dl className="mt-3 space-y-2">
          <div>
            <dt className="font-semibold">How to use it</dt>
            <dd>{offer.howToUse}</dd>
          </div>
          <div>
            <dt className="font-semibold">Terms</dt>
            <dd>{offer.terms}</dd>
          </div>
          <div>
            <dt className="font-semibold">Ends</dt>
            <dd>{ukDate(offer.endDate)}</dd>
          </div>
        </dl>
        <ClaimCodeForm offer={offer} held={held} />
      </article>
    </li>
  );
}
