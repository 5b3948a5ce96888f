'use client';

import type { CodeStatus } from '@/graphql/generated/types';
import type { ClaimedCode, Offer } from '@/lib/data/offers';
import { ukDate } from '@/lib/forms/offers';
import type { LocalDate } from '@/lib/reminders/local-date';
import { useJustClaimed } from './just-claimed';

const STATUS_LABELS: Record<Exclude<CodeStatus, 'CLAIMED'>, string> = {
  AVAILABLE: 'Not claimed',
  REDEEMED: 'Used',
  EXPIRED: 'Expired',
  VOID: 'Withdrawn',
};

/**
 * Whether she can use the code. Nothing moves a claimed code on to EXPIRED or REDEEMED, so a CLAIMED code is told
 * from its offer: one no longer listed live, or past its last day in the UK, has ended; a demonstration offer's
 * code will not work at the brand's checkout (the terms and /special say so). When the offers could not be read
 * (`offers` is null) nothing more than "claimed" is known.
 */
function standingOf(code: ClaimedCode, offers: ReadonlyMap<string, Offer> | null, today: LocalDate): string {
  if (code.status !== 'CLAIMED') return STATUS_LABELS[code.status];
  if (!offers) return 'Claimed';
  const offer = offers.get(code.offerId);
  if (!offer || offer.endDate < today) return 'Offer ended';
  if (offer.demonstration) return 'Demonstration: will not work';
  return 'Ready to use';
}

function headingOf(offer: Offer | undefined, offersKnown: boolean): string {
  if (offer) return `${offer.partner}: ${offer.title}`;
  return offersKnown ? 'An offer that has ended' : 'An offer (its details cannot be shown just now)';
}

/**
 * "Your codes": each code she has claimed, the offer it belongs to (when still listed) and whether she can use
 * it, with any she has just claimed on this page first. `offers` is the page's one read of the live offers (null
 * when it failed); `today` is her UK date, worked out once on the server so the page and its hydration agree.
 */
export function YourCodes({
  codes: listed,
  offers,
  today,
}: {
  codes: ClaimedCode[];
  offers: Offer[] | null;
  today: LocalDate;
}) {
  // By the code itself, not the offer: a code claimed after one of the same offer was withdrawn is new.
  const justClaimed = useJustClaimed().codes.filter((code) => !listed.some((each) => each.code === code.code));
  const codes = [...justClaimed, ...listed];
  if (codes.length === 0) return <p>You haven’t claimed any codes yet.</p>;
  const offerById = offers ? new Map(offers.map((offer) => [offer.id, offer])) : null;
  return (
    <ul className="space-y-3" data-testid="your-codes">
      {codes.map((code) => {
        const offer = offerById?.get(code.offerId);
        return (
          <li key={code.id} className="rounded-md border border-line bg-surface p-4">
            <p className="font-semibold">{headingOf(offer, offerById !== null)}</p>
            <p>
              Code <span className="font-mono font-bold">{code.code}</span> · {standingOf(code, offerById, today)}
              {code.claimedAt ? ` · claimed ${ukDate(code.claimedAt)}` : ''}
              {offer ? ` · use by ${ukDate(offer.endDate)}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
