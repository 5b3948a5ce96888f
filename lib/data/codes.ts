import 'server-only';
import { AllCodesDocument, type AllCodesQuery } from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { getClient } from './client';
import { toCodeOverview, type CodeOverview } from './code-overview';
import { callForData, loaded, type LoadResult } from './calls';

const PAGE_SIZE = 100; // the API's cap
const MAX_PAGES = 20;

/**
 * Counts of every offer code by offer and status, for admins. The API refuses anyone outside the Admin group
 * whatever this function is asked; the caller checks too, so a non-admin never gets this far.
 */
export async function loadCodeOverview(session: SessionUser): Promise<LoadResult<CodeOverview>> {
  if (!session.isAdmin) return { ok: false, reason: 'forbidden' };
  return loaded('AllCodes', async () => {
    const items: AllCodesQuery['listCodes']['items'] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const data: AllCodesQuery = await callForData('AllCodes', () =>
        getClient().query({ query: AllCodesDocument, variables: { limit: PAGE_SIZE, nextToken } }),
      );
      items.push(...data.listCodes.items);
      nextToken = data.listCodes.nextToken;
      pages += 1;
    } while (nextToken && pages < MAX_PAGES);
    return toCodeOverview(items, Boolean(nextToken));
  });
}
