'use client';

import type { CodeStatus } from '@/graphql/generated/types';
import type { ClaimedCode, Offer } from '@/lib/data/offers';
import { ukDate } from '@/lib/forms/offers';
import { useJustClaimed } from './just-claimed';

const STATUS_LABELS: Record<CodeStatus, string> = {
  AVAILABLE: 'Not claimed',
  CLAIMED: 'Ready to use',
  REDEEMED: 'Used',
  EXPIRED: 'Expired',
  VOID: 'Withdrawn',
};

/**
 * "Your codes": each code she has claimed, the offer it belongs to (when still listed) and its status, with any
 * she has just claimed on this page first.
 */
export function YourCodes({ codes: listed, offers }: { codes: ClaimedCode[]; offers: Offer[] }) {
  const justClaimed = useJustClaimed().codes.filter((code) => !listed.some((each) => each.offerId === code.offerId));
  const codes = [...justClaimed, ...listed];
  if (codes.length === 0) return <p>You haven’t claimed any codes yet.</p>;
  const offerById = new Map(offers.map((offer) => [offer.id, offer]));
  return (
    <ul className="space-y-3" data-testid="your-codes">
      {codes.map((code) => {
        const offer = offerById.get(code.offerId);
        return (
          <li key={code.id} className="rounded-md border border-line bg-surface p-4">
            <p className="font-semibold">{offer ? `${offer.partner}: ${offer.title}` : 'An offer that has ended'}</p>
            <p>
              Code <span className="font-mono font-bold">{code.code}</span> · {STATUS_LABELS[code.status]}
              {code.claimedAt ? ` · claimed ${ukDate(code.claimedAt)}` : ''}
              {offer ? ` · use by ${ukDate(offer.endDate)}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
