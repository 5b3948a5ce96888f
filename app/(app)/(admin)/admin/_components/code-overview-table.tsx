import type { CodeStatus } from '@/graphql/generated/types';
import { codeStatuses, type CodeOverview } from '@/lib/data/code-overview';
import { TableScroll } from '@/components/ui/table-scroll';

const statusLabels: Record<CodeStatus, string> = {
  AVAILABLE: 'Available',
  CLAIMED: 'Claimed',
  REDEEMED: 'Redeemed',
  EXPIRED: 'Expired',
  VOID: 'Withdrawn',
};

export function CodeOverviewTable({ overview }: { overview: CodeOverview }) {
  if (overview.total === 0) return <p className="mt-6">No offer codes have been issued yet.</p>;
  return (
    <TableScroll label="Codes by status table" className="mt-8">
      <table className="w-full min-w-[36rem] border-collapse text-left">
        <caption className="mb-3 text-left text-ink-muted">
          Offer codes by offer and status: {overview.total} in all. No member’s details are shown here.
          {overview.truncated ? ' Only the first codes are counted; there are more.' : ''}
        </caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="py-2 pr-4">
              Offer
            </th>
            {codeStatuses.map((status) => (
              <th key={status} scope="col" className="py-2 pr-4 text-right">
                {statusLabels[status]}
              </th>
            ))}
            <th scope="col" className="py-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.offers.map((offer) => (
            <tr key={offer.source} className="border-b border-line/50">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {offer.productName}
              </th>
              {codeStatuses.map((status) => (
                <td key={status} className="py-2 pr-4 text-right tabular-nums">
                  {offer.counts[status]}
                </td>
              ))}
              <td className="py-2 text-right tabular-nums">{offer.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-line">
            <th scope="row" className="py-2 pr-4">
              All offers
            </th>
            {codeStatuses.map((status) => (
              <td key={status} className="py-2 pr-4 text-right font-semibold tabular-nums">
                {overview.totals[status]}
              </td>
            ))}
            <td className="py-2 text-right font-semibold tabular-nums">{overview.total}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
