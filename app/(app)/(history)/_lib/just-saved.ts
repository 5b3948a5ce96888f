import 'server-only';
import { cookies } from 'next/headers';
import type { SessionUser } from '@/lib/auth/session';
import { loadCheckIn } from '@/lib/data/check-in-entries';
import type { CheckIn, CheckInsByKind } from '@/lib/data/check-ins';
import { CHECK_IN_KINDS, type DiaryKind } from '@/lib/trends';
import { addJustSaved, justSavedIds, parseJustSaved, withJustSaved, type JustSavedRef } from './just-saved-refs';

/**
 * Lists of entries are read through the byUid index, which on AWS can lag a write (README, LOCAL_INDEX_LAG_MS):
 * the page drawn straight after a save would still say "Add your first entry". The save's action notes the ids it
 * wrote in this cookie (ids only: nothing she recorded); the page drawn with the action's answer, and any page she
 * opens in the next minutes, reads those entries by key (consistent) and merges them into the list.
 */
export const JUST_SAVED_COOKIE = '__Host-just_saved';
// The index catches up within seconds; this only has to outlast the page drawn after the save and the next few.
const KEPT_SECONDS = 2 * 60;

export async function rememberJustSaved(ref: JustSavedRef): Promise<void> {
  const jar = await cookies();
  jar.set(JUST_SAVED_COOKIE, addJustSaved(jar.get(JUST_SAVED_COOKIE)?.value, ref), {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: KEPT_SECONDS,
  });
}

/** Her entries of `kind` between two days, with those this browser has just saved that the index may not list yet. */
export async function mergeJustSaved(
  session: SessionUser,
  kind: DiaryKind,
  listed: readonly CheckIn[],
  range: { from?: string; to?: string },
): Promise<CheckIn[]> {
  const ids = justSavedIds(parseJustSaved((await cookies()).get(JUST_SAVED_COOKIE)?.value), kind);
  if (ids.length === 0) return [...listed];
  const reads = await Promise.all(ids.map((id) => loadCheckIn(session, kind, id)));
  // A failed read leaves the list as the index gave it; an entry deleted since is simply not there.
  const saved = reads.flatMap((read) => (read.ok && read.value ? [read.value] : []));
  return withJustSaved(listed, saved, range);
}

/** The four kinds /summary lists, each merged as above, read side by side. */
export async function mergeJustSavedWeek(
  session: SessionUser,
  listed: CheckInsByKind,
  range: { from?: string; to?: string },
): Promise<CheckInsByKind> {
  const merged = await Promise.all(CHECK_IN_KINDS.map((kind) => mergeJustSaved(session, kind, listed[kind], range)));
  return Object.fromEntries(CHECK_IN_KINDS.map((kind, index) => [kind, merged[index]!])) as CheckInsByKind;
}
