import 'server-only';
import { DeleteMyDataDocument, DeleteMyHealthDataDocument, ExportMyDataDocument } from '@/graphql/generated/types';
import { getClient, WITH_ID_TOKEN } from './client';
import { callForData } from './calls';
import { WAIT_FOR_ERASURE } from './request-timeout';

/**
 * exportMyData's JSON document (everything held about her in the table). Sent with her ID token, as is erasure:
 * its verified email finds a prize-draw entry she made before she had an account (backend/resolvers/privacy.ts).
 * Throws DataError.
 */
export async function exportMyData(): Promise<unknown> {
  const data = await callForData('ExportMyData', () =>
    getClient().query({ query: ExportMyDataDocument, context: WITH_ID_TOKEN }),
  );
  return data.exportMyData as unknown;
}

export interface ErasureReport {
  deletedItems: number;
  unlinkedCodes: number;
}

/**
 * Erases every record of hers; claimed codes stay with the partner, unlinked. Waits for the erasure's own answer,
 * longer than other calls (request-timeout.ts). Throws DataError.
 */
export async function deleteMyData(): Promise<ErasureReport> {
  const data = await callForData('DeleteMyData', () =>
    getClient().mutate({ mutation: DeleteMyDataDocument, context: { ...WITH_ID_TOKEN, ...WAIT_FOR_ERASURE } }),
  );
  return { deletedItems: data.deleteMyData.deletedItems, unlinkedCodes: data.deleteMyData.unlinkedCodes };
}

/**
 * Erases her health records and keeps her account, codes and consents; returns how many went. Waits as
 * deleteMyData does. Throws DataError.
 */
export async function deleteMyHealthData(): Promise<number> {
  const data = await callForData('DeleteMyHealthData', () =>
    getClient().mutate({ mutation: DeleteMyHealthDataDocument, context: WAIT_FOR_ERASURE }),
  );
  return data.deleteMyHealthData.deletedItems;
}
