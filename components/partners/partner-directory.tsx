import Link from 'next/link';
import { partnerKinds } from '@/lib/content/partner-schema';
import { partners, type Partner } from '@/lib/content/partners';

const headings: Record<Partner['kind'], string> = {
  charity: 'Charities',
  campaign: 'Campaigns',
  brand: 'Brands',
};

/** Every partner from content/partners.ts, grouped by kind, each linking to its own page. */
export function PartnerDirectory() {
  return (
    <div className="mt-10 space-y-10">
      {partnerKinds.map((kind) => (
        <section key={kind} aria-labelledby={`partners-${kind}`}>
          <h2 id={`partners-${kind}`} className="mb-4 text-3xl font-bold">
            {headings[kind]}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {partners
              .filter((partner) => partner.kind === kind)
              .map((partner) => (
                <li key={partner.slug} className="rounded-lg border border-line/60 bg-surface p-4">
                  <Link
                    href={`/${partner.slug}/platform`}
                    className="text-lg font-semibold text-ink underline decoration-pink decoration-2"
                  >
                    {partner.name}
                  </Link>
                  <p className="mt-1 text-sm capitalize text-ink-muted">{partner.category}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
