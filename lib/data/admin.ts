import 'server-only';
import {
  AdminActivityDocument,
  AdminOfferDocument,
  AdminOffersDocument,
  CreateOfferDocument,
  ExportPartnerCodesDocument,
  ExportPrizeDrawEntrantsDocument,
  ImportCodesDocument,
  OfferCodesDocument,
  PrizeDrawAdminDocument,
  RunPrizeDrawDocument,
  SignupsBySourceDocument,
  UpdateOfferDocument,
  VoidCodeDocument,
  type AdminActivityQuery,
  type AdminOfferFieldsFragment,
  type CreateOfferInput,
  type ImportCodesMutation,
  type PrizeDrawFieldsFragment,
  type SignupsBySourceQuery,
  type UpdateOfferInput,
} from '@/graphql/generated/types';
import { getClient } from './client';
import { callForData, loaded } from './calls';
import { DataError } from './errors';
import { WAIT_FOR_IMPORT } from './request-timeout';

/**
 * The admin area's reads and writes. The API refuses every one of these unless the caller is in group Admin;
 * pages and actions call requireAdmin() first as well. Nothing here reads or returns health data.
 */

export type AdminOffer = AdminOfferFieldsFragment;
export type PrizeDraw = PrizeDrawFieldsFragment;
export type ImportReport = ImportCodesMutation['importCodes'];
export type SignupCount = SignupsBySourceQuery['signupsBySource'][number];
export type AdminActivityItem = AdminActivityQuery['adminActivity']['items'][number];

export const loadAdminOffers = () =>
  loaded(
    'AdminOffers',
    async () => (await callForData('AdminOffers', () => getClient().query({ query: AdminOffersDocument }))).adminOffers,
  );

/**
 * One offer, or null when there is none with that id. Read by its key, consistently, unlike the list (an index,
 * which may lag): so the edit screen finds an offer the moment it is created.
 */
export const loadAdminOffer = (id: string) =>
  loaded(
    'AdminOffer',
    async (): Promise<AdminOffer | null> =>
      (await callForData('AdminOffer', () => getClient().query({ query: AdminOfferDocument, variables: { id } })))
        .offer,
  );

export async function createOffer(input: CreateOfferInput): Promise<AdminOffer> {
  return (
    await callForData('CreateOffer', () => getClient().mutate({ mutation: CreateOfferDocument, variables: { input } }))
  ).createOffer;
}

/** A stale revision is a `conflict` DataError: another admin changed the offer meanwhile. */
export async function updateOffer(input: UpdateOfferInput): Promise<AdminOffer> {
  return (
    await callForData('UpdateOffer', () => getClient().mutate({ mutation: UpdateOfferDocument, variables: { input } }))
  ).updateOffer;
}

/**
 * commit false: a preview with per-row errors, nothing written; commit true: every new code, or none. Waits
 * longer than other calls: 5,000 codes take seconds to write (request-timeout.ts).
 */
export async function importCodes(offerId: string, csv: string, commit: boolean): Promise<ImportReport> {
  return (
    await callForData('ImportCodes', () =>
      getClient().mutate({
        mutation: ImportCodesDocument,
        variables: { offerId, csv, commit },
        context: WAIT_FOR_IMPORT,
      }),
    )
  ).importCodes;
}

/**
 * Voids a code; null when there is nothing to void: the API refuses a code that is void already (or gone) as
 * NotFound, which a list left open after an earlier void can still offer.
 */
export async function voidCode(id: string) {
  try {
    return (await callForData('VoidCode', () => getClient().mutate({ mutation: VoidCodeDocument, variables: { id } })))
      .voidCode;
  } catch (error) {
    if (error instanceof DataError && error.errorType === 'NotFound') return null;
    throw error;
  }
}

/** CSV of a partner's claimed codes: code, offer, claimedAt, status; no member's details. */
export async function exportPartnerCodes(partner: string): Promise<string> {
  return (
    await callForData('ExportPartnerCodes', () =>
      getClient().query({ query: ExportPartnerCodesDocument, variables: { partner } }),
    )
  ).exportPartnerCodes;
}

export const loadPrizeDrawAdmin = () =>
  loaded('PrizeDrawAdmin', async () => {
    const data = await callForData('PrizeDrawAdmin', () => getClient().query({ query: PrizeDrawAdminDocument }));
    return { entrants: data.prizeDrawEntrantsCount, draws: data.prizeDraws };
  });

/** CSV of the entrants: name and email only. */
export async function exportPrizeDrawEntrants(): Promise<string> {
  return (
    await callForData('ExportPrizeDrawEntrants', () => getClient().query({ query: ExportPrizeDrawEntrantsDocument }))
  ).exportPrizeDrawEntrants;
}

/**
 * Draws once: a repeat of the same draw id is a `conflict`, never a silent redraw, unless the draw is not yet
 * settled (`entriesSettled` false), when the repeat finishes it with the same winner.
 */
export async function runPrizeDraw(drawId: string): Promise<PrizeDraw> {
  return (
    await callForData('RunPrizeDraw', () =>
      getClient().mutate({ mutation: RunPrizeDrawDocument, variables: { drawId } }),
    )
  ).runPrizeDraw;
}

export const loadSignupsBySource = () =>
  loaded(
    'SignupsBySource',
    async () =>
      (await callForData('SignupsBySource', () => getClient().query({ query: SignupsBySourceDocument, variables: {} })))
        .signupsBySource,
  );

/** How many of the latest admin actions the reports page lists (the API keeps them all). */
export const ADMIN_ACTIVITY_SHOWN = 50;

export const loadAdminActivity = () =>
  loaded(
    'AdminActivity',
    async () =>
      (
        await callForData('AdminActivity', () =>
          getClient().query({ query: AdminActivityDocument, variables: { limit: ADMIN_ACTIVITY_SHOWN } }),
        )
      ).adminActivity.items,
  );

/** One offer's available codes (the ones that can still be voided), first page only. */
export const loadAvailableCodes = (offerId: string) =>
  loaded(
    'OfferCodes',
    async () =>
      (
        await callForData('OfferCodes', () =>
          getClient().query({ query: OfferCodesDocument, variables: { offerId, status: 'AVAILABLE', limit: 100 } }),
        )
      ).listCodes,
  );
