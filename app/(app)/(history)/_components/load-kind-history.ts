import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import { loadCheckIns, loadChecksForTrends } from '@/lib/data/check-ins';
import { deletedRecordId } from '@/lib/forms/record';
import { parseTrendRange, rangeDomain, toDay, type DiaryKind } from '@/lib/trends';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * One kind's entries and her self-checks over the range she chose (?range=), read side by side. After a delete
 * (?deleted=<id>) that entry is left out: the list is read from an index, which can still hold it a moment.
 */
export async function loadKindHistory(session: SessionUser, kind: DiaryKind, searchParams: SearchParams) {
  const range = parseTrendRange(searchParams.range);
  const deleted = deletedRecordId(searchParams);
  const today = toDay(new Date());
  // 'All' starts at her first entry; the others read only the range's days.
  const from = range === 'all' ? undefined : rangeDomain(range, today, undefined).start;
  const [read, checks] = await Promise.all([
    loadCheckIns(session, kind, { from, to: today }),
    loadChecksForTrends(session, { from, to: today }),
  ]);
  const entries = read.ok && deleted ? { ok: true as const, value: read.value.filter((e) => e.id !== deleted) } : read;
  return { range, today, entries, checks, deleted: deleted !== null };
}
