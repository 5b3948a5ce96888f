import 'server-only';
import {
  ClaimOfferCodeDocument,
  LiveOffersDocument,
  MyCodesDocument,
  type CodeStatus,
  type OfferFieldsFragment,
} from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { getClient } from './client';
import { callForData, loaded, type LoadResult } from './calls';
import { DataError, toDataError } from './errors';

export type Offer = OfferFieldsFragment;

export interface ClaimedCode {
  id: string;
  code: string;
  offerId: string;
  status: CodeStatus;
  claimedAt: string | null;
}

/**
 * What "Get my code" answers: her code (the same one on a repeat), none left for this offer, or the offer no longer
 * live (it ended, or was set back to draft or ended, while her page was open).
 */
export type ClaimOutcome = { kind: 'claimed'; code: ClaimedCode } | { kind: 'none-left' } | { kind: 'not-live' };

/** The offers she can claim now, every category. The API returns only LIVE offers within their dates. */
export function loadLiveOffers(): Promise<LoadResult<Offer[]>> {
  return loaded('LiveOffers', async () => {
    const data = await callForData('LiveOffers', () =>
      getClient().query({ query: LiveOffersDocument, variables: { category: null } }),
    );
    return data.liveOffers;
  });
}

const toClaimedCode = (item: {
  id: string;
  code: string;
  source: string;
  status: CodeStatus;
  claimedAt: string | null;
}): ClaimedCode => ({
  id: item.id,
  code: item.code,
  offerId: item.source,
  status: item.status,
  claimedAt: item.claimedAt,
});

/** "Your codes": the codes she has claimed, newest first (her own uid; the API refuses anyone else's). */
export function loadMyCodes(session: SessionUser): Promise<LoadResult<ClaimedCode[]>> {
  return loaded('MyCodes', async () => {
    const data = await callForData('MyCodes', () =>
      getClient().query({ query: MyCodesDocument, variables: { uid: session.sub, limit: 100 } }),
    );
    return data.listCodes.items.map(toClaimedCode);
  });
}

/** Claims one code of an offer for her. A repeat gives the code she already has. Throws DataError otherwise. */
export async function claimOfferCode(offerId: string): Promise<ClaimOutcome> {
  try {
    const { data } = await getClient().mutate({ mutation: ClaimOfferCodeDocument, variables: { offerId } });
    if (!data) throw new DataError('failed', 'ClaimOfferCode', 'NoData');
    return { kind: 'claimed', code: toClaimedCode(data.claimCode) };
  } catch (error) {
    const failure = toDataError(error, 'ClaimOfferCode');
    // Answers, not failures for her: NotFound is none left, Closed an offer no longer live.
    if (failure.errorType === 'NotFound') return { kind: 'none-left' };
    if (failure.kind === 'closed') return { kind: 'not-live' };
    throw failure;
  }
}
