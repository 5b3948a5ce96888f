import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import { loadCheckIns, loadChecksForTrends } from '@/lib/data/check-ins';
import { parseTrendRange, rangeDomain, toDay, type DiaryKind } from '@/lib/trends';

/** One kind's entries and her self-checks over the range she chose (?range=), read side by side. */
export async function loadKindHistory(
  session: SessionUser,
  kind: DiaryKind,
  rangeParam: string | string[] | undefined,
) {
  const range = parseTrendRange(rangeParam);
  const today = toDay(new Date());
  // 'All' starts at her first entry; the others read only the range's days.
  const from = range === 'all' ? undefined : rangeDomain(range, today, undefined).start;
  const [entries, checks] = await Promise.all([
    loadCheckIns(session, kind, { from, to: today }),
    loadChecksForTrends(session, { from, to: today }),
  ]);
  return { range, today, entries, checks };
}
