import { isCheckInKind, type DiaryKind } from '@/lib/trends';
import { weekEntryId } from './week-entry-id';

/**
 * What this browser saved a moment ago, as the pages after the save need it: `entry.<id>` for one entry,
 * `week.<id>` for the week's four. Ids only: nothing she recorded, not even which diary it went to.
 */
export type JustSavedRef = `entry.${string}` | `week.${string}`;

/** Enough for a few quick saves in a row (each is read by key on every list page for a while, so few); older ones are in the index by then. */
export const JUST_SAVED_KEPT = 3;

const REF = /^(entry|week)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function parseJustSaved(value: string | undefined): JustSavedRef[] {
  return (value ?? '')
    .split(' ')
    .filter((ref): ref is JustSavedRef => REF.test(ref))
    .slice(0, JUST_SAVED_KEPT);
}

/** The newest first, each once. */
export function addJustSaved(value: string | undefined, ref: JustSavedRef): string {
  return [ref, ...parseJustSaved(value).filter((known) => known !== ref)].slice(0, JUST_SAVED_KEPT).join(' ');
}

/** The ids of `kind` the refs may name: an entry's own id, or the week's entry of that kind (check-in kinds only). */
export function justSavedIds(refs: readonly JustSavedRef[], kind: DiaryKind): string[] {
  return refs.flatMap((ref) => {
    const [type, id] = ref.split('.') as ['entry' | 'week', string];
    if (type === 'entry') return [id];
    return isCheckInKind(kind) ? [weekEntryId(id, kind)] : [];
  });
}

/**
 * The list read through the index with the entries read by key merged in (oldest first, as lib/data reads
 * them): on AWS the index may not list an entry written a moment ago. Only those inside the list's days.
 */
export function withJustSaved<Entry extends { id: string; checked: string }>(
  listed: readonly Entry[],
  saved: readonly Entry[],
  range: { from?: string; to?: string },
): Entry[] {
  const known = new Set(listed.map((entry) => entry.id));
  const missing = saved.filter(
    (entry) =>
      !known.has(entry.id) && (!range.from || entry.checked >= range.from) && (!range.to || entry.checked <= range.to),
  );
  if (missing.length === 0) return [...listed];
  return [...listed, ...missing].sort((a, b) => (a.checked < b.checked ? -1 : a.checked > b.checked ? 1 : 0));
}
