import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import { loadCheckIns, loadChecksForTrends } from '@/lib/data/check-ins';
import { deletedRecordId } from '@/lib/forms/record';
import { parseTrendRange, rangeDomain, toDay, type DiaryKind } from '@/lib/trends';
import { mergeJustSaved } from '../_lib/just-saved';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * One kind's entries and her self-checks over the range she chose (?range=), read side by side. The list is read
 * from an index, which can lag a write a moment: an entry just saved is merged in (../_lib/just-saved.ts), and
 * after a delete (?deleted=<id>) that entry is left out.
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
  const listed = read.ok ? await mergeJustSaved(session, kind, read.value, { from, to: today }) : null;
  const entries = listed
    ? { ok: true as const, value: deleted ? listed.filter((e) => e.id !== deleted) : listed }
    : read;
  return { range, today, entries, checks, deleted: deleted !== null };
}
