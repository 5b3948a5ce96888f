import 'server-only';
import { DeleteMyDataDocument, ExportMyDataDocument } from '@/graphql/generated/types';
import { getClient } from './client';
import { DataError, toDataError } from './errors';

/** exportMyData's JSON document (everything held about her in the table). Throws DataError. */
export async function exportMyData(): Promise<unknown> {
  try {
    const { data } = await getClient().query({ query: ExportMyDataDocument });
    if (!data) throw new DataError('failed', 'ExportMyData', 'NoData');
    return data.exportMyData as unknown;
  } catch (error) {
    throw toDataError(error, 'ExportMyData');
  }
}

export interface ErasureReport {
  deletedItems: number;
  unlinkedCodes: number;
}

/** Erases every record of hers; claimed codes stay with the partner, unlinked. Throws DataError. */
export async function deleteMyData(): Promise<ErasureReport> {
  try {
    const { data } = await getClient().mutate({ mutation: DeleteMyDataDocument });
    if (!data) throw new DataError('failed', 'DeleteMyData', 'NoData');
    return { deletedItems: data.deleteMyData.deletedItems, unlinkedCodes: data.deleteMyData.unlinkedCodes };
  } catch (error) {
    throw toDataError(error, 'DeleteMyData');
  }
}
