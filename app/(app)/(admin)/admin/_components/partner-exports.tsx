import { SessionDownloadLink } from '@/components/auth/session-download-link';
import type { AdminOffer } from '@/lib/data/admin';

/** A CSV download per partner of the codes members have claimed: code, offer, date and status, nobody's details. */
export function PartnerExports({ offers }: { offers: AdminOffer[] }) {
  const partners = [...new Set(offers.map((offer) => offer.partner))].sort();
  if (partners.length === 0) return <p>No partners have offers yet.</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {partners.map((partner) => (
        <li key={partner}>
          <SessionDownloadLink
            href={`/admin/export-codes?partner=${encodeURIComponent(partner)}`}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-pink px-4 font-semibold"
          >
            Claimed codes for {partner} (CSV)
          </SessionDownloadLink>
        </li>
      ))}
    </ul>
  );
}
