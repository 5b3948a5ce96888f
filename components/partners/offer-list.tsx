import Link from 'next/link';
import { partners } from '@/lib/content/partners';

/** The brands' offers from content/partners.ts; shipped samples carry a visible label. */
export function OfferList() {
  const withOffers = partners.filter((partner) => partner.offer);
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {withOffers.map((partner) => (
        <li key={partner.slug} className="flex flex-col rounded-lg border border-line/60 bg-surface p-5">
          {partner.offer!.sample ? (
            <p className="mb-2 self-start rounded-full border-2 border-amber px-3 py-0.5 text-sm font-semibold text-ink">
              Sample offer
            </p>
          ) : null}
          <h2 className="text-xl font-bold">{partner.name}</h2>
          <p className="mt-1 text-sm capitalize text-ink-muted">{partner.category}</p>
          <p className="mt-3 font-semibold">{partner.offer!.headline}</p>
          <p className="mt-1 text-ink-muted">{partner.offer!.details}</p>
          <Link
            href={`/${partner.slug}/promotion`}
            className="mt-auto pt-3 text-ink underline decoration-pink decoration-2"
          >
            More about {partner.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
