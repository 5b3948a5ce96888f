import type { ProfileLevel } from './profile-types';

/** One stored result as a history list needs it (the API's Profile, few fields). */
export interface StoredResult {
  id: string;
  createdAt: string;
  /** When she finished the questionnaire for this result; the date shown. */
  finished?: string | null;
  riskLevel?: string | null;
}

export interface ResultEntry {
  id: string;
  /** ISO date-time the result is dated by: when she finished, else when it was stored. */
  at: string;
  level: ProfileLevel | null;
}

export interface ResultHistory {
  /** Her newest result: the one every screen shows as current. */
  current: ResultEntry | null;
  /** Her earlier results, newest first. */
  earlier: ResultEntry[];
}

const newestFirst = (a: StoredResult, b: StoredResult) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/** 'NEAR_POPULATION' → 'near-population'; anything unknown is no level. */
function levelOf(value: string | null | undefined): ProfileLevel | null {
  const level = value?.toLowerCase().replace(/_/g, '-');
  return level === 'near-population' || level === 'moderate' || level === 'high' || level === 'not-applicable'
    ? level
    : null;
}

/**
 * Her current result and the ones before it. Each completed questionnaire is stored as a new result and the newest
 * (by when it was stored) is current, whatever order the list came in. `currentId` is the result a screen already
 * shows (read or just written): it stays current, and nothing is listed as earlier that is not older than it.
 */
export function resultHistory(results: readonly StoredResult[], currentId?: string): ResultHistory {
  const sorted = [...new Map(results.map((r) => [r.id, r])).values()].sort(newestFirst);
  const currentIndex = currentId ? sorted.findIndex((r) => r.id === currentId) : 0;
  const current = sorted[currentIndex];
  if (!current) return { current: null, earlier: currentId ? sorted.map(toEntry) : [] };
  return { current: toEntry(current), earlier: sorted.slice(currentIndex + 1).map(toEntry) };
}

function toEntry(result: StoredResult): ResultEntry {
  return { id: result.id, at: result.finished ?? result.createdAt, level: levelOf(result.riskLevel) };
}
