import type { Partner } from '@/lib/content/partners';

/** What the partner's audience gets; a shipped sample offer always carries a visible label. */
export function PartnerOffer({ partner }: { partner: Partner }) {
  const { offer } = partner;
  return (
    <section aria-labelledby="offer-heading" className="mt-8 rounded-lg border border-line/60 bg-surface p-6">
      <h2 id="offer-heading" className="text-2xl font-bold">
        What you get
      </h2>
      <p className="mt-2 text-ink">{partner.audience}</p>
      {offer ? (
        <div className="mt-4 rounded-md bg-surface-raised p-4">
          {offer.sample ? (
            <p className="mb-2 inline-block rounded-full border-2 border-amber px-3 py-0.5 text-sm font-semibold text-ink">
              Sample offer
            </p>
          ) : null}
          <h3 className="text-lg font-bold">{offer.headline}</h3>
          <p className="mt-1 text-ink-muted">{offer.details}</p>
          {offer.sample ? (
            <p className="mt-2 text-sm text-ink-muted">
              This is example text. The real offer will appear here once it has been agreed with {partner.name}.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
