import 'server-only';
import { CODE_STATUSES } from '@/graphql/generated/enums';
import type { AllCodesQuery, CodeStatus } from '@/graphql/generated/types';

type CodeItem = AllCodesQuery['listCodes']['items'][number];

export const codeStatuses: readonly CodeStatus[] = CODE_STATUSES;

export interface OfferCodeCounts {
  source: string;
  productName: string;
  counts: Record<CodeStatus, number>;
  total: number;
}

export interface CodeOverview {
  offers: OfferCodeCounts[];
  totals: Record<CodeStatus, number>;
  total: number;
  /** True when there were more codes than one overview reads; the counts then cover the first ones only. */
  truncated: boolean;
}

function emptyCounts(): Record<CodeStatus, number> {
  return Object.fromEntries(codeStatuses.map((status) => [status, 0])) as Record<CodeStatus, number>;
}

/** Counts per offer and status: what the team running the scheme needs, without anyone's personal details. */
export function toCodeOverview(items: readonly CodeItem[], truncated: boolean): CodeOverview {
  const offers = new Map<string, OfferCodeCounts>();
  const totals = emptyCounts();
  for (const item of items) {
    const offer = offers.get(item.source) ?? {
      source: item.source,
      productName: item.productName ?? item.source,
      counts: emptyCounts(),
      total: 0,
    };
    offer.counts[item.status] += 1;
    offer.total += 1;
    totals[item.status] += 1;
    offers.set(item.source, offer);
  }
  const sorted = [...offers.values()].sort((a, b) => a.productName.localeCompare(b.productName));
  return { offers: sorted, totals, total: items.length, truncated };
}
