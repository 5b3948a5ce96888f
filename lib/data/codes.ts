import 'server-only';
import { AllCodesDocument, type AllCodesQuery } from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { getClient } from './client';
import { toCodeOverview, type CodeOverview } from './code-overview';
import { DataError, logDataFailure, toDataError } from './errors';
import type { LoadResult } from './users';

const PAGE_SIZE = 100; // the API's cap
const MAX_PAGES = 20;

/**
 * Counts of every offer code by offer and status, for admins. The API refuses anyone outside the Admin group
 * whatever this function is asked; the caller checks too, so a non-admin never gets this far.
 */
export async function loadCodeOverview(session: SessionUser): Promise<LoadResult<CodeOverview>> {
  if (!session.isAdmin) return { ok: false, reason: 'unauthorised' };
  try {
    const items: AllCodesQuery['listCodes']['items'] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const { data }: { data?: AllCodesQuery } = await getClient().query({
        query: AllCodesDocument,
        variables: { limit: PAGE_SIZE, nextToken },
      });
      if (!data) throw new DataError('failed', 'AllCodes', 'NoData');
      items.push(...data.listCodes.items);
      nextToken = data.listCodes.nextToken;
      pages += 1;
    } while (nextToken && pages < MAX_PAGES);
    return { ok: true, value: toCodeOverview(items, Boolean(nextToken)) };
  } catch (error) {
    const failure = toDataError(error, 'AllCodes');
    logDataFailure(failure);
    return { ok: false, reason: failure.kind };
  }
}
