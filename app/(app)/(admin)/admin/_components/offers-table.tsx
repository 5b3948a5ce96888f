import Link from 'next/link';
import type { AdminOffer } from '@/lib/data/admin';
import { CATEGORY_LABELS, ukDate } from '@/lib/forms/offers';
import { TableScroll } from '@/components/ui/table-scroll';

const STATUS_LABELS = { DRAFT: 'Draft', LIVE: 'Live', ENDED: 'Ended' } as const;

/** Every offer with its stock of unclaimed codes; a low stock is flagged in words, not by colour alone. */
export function OffersTable({ offers }: { offers: AdminOffer[] }) {
  if (offers.length === 0) return <p>There are no offers yet.</p>;
  return (
    <TableScroll label="Offers table">
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption className="sr-only">Offers with their stock of unclaimed codes</caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="p-2">
              Offer
            </th>
            <th scope="col" className="p-2">
              Partner
            </th>
            <th scope="col" className="p-2">
              Status
            </th>
            <th scope="col" className="p-2">
              Dates
            </th>
            <th scope="col" className="p-2 text-right">
              Codes left
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.id} className="border-b border-line" data-testid={`admin-offer-${offer.id}`}>
              <th scope="row" className="p-2 font-normal">
                <Link
                  href={`/admin/offers/${encodeURIComponent(offer.id)}`}
                  className="font-semibold underline underline-offset-4"
                >
                  {offer.title}
                </Link>
                <span className="block text-sm text-ink-muted">
                  {CATEGORY_LABELS[offer.category]}
                  {offer.demonstration ? ' · demonstration' : ''}
                </span>
              </th>
              <td className="p-2">{offer.partner}</td>
              <td className="p-2">{STATUS_LABELS[offer.status]}</td>
              <td className="p-2">
                {ukDate(offer.startDate)} to {ukDate(offer.endDate)}
              </td>
              <td className="p-2 text-right" data-testid="offer-stock">
                <span className="font-semibold">{offer.stock}</span>
                {offer.lowStock ? (
                  <strong className="block text-sm text-red">Low stock: import more codes</strong>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
