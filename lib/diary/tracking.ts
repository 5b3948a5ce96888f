import type { MapPosition, Side } from '@/lib/check/breast-map';
import { findingLabel, trackFindings, type CheckRecord, type TrackedFinding } from './findings';
import { shortDate } from './dates';
import { STATUS_LABELS } from './finding-terms';

function previousMonth(month: string): string {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Calendar months in a row with at least one check, up to this month. This month not checked yet does not
 * break the streak until it is over: the streak then counts back from last month.
 */
export function monthlyStreak(checkDays: readonly string[], today: string): number {
  const months = new Set(checkDays.map((day) => day.slice(0, 7)));
  let month = today.slice(0, 7);
  if (!months.has(month)) month = previousMonth(month);
  let streak = 0;
  while (months.has(month)) {
    streak += 1;
    month = previousMonth(month);
  }
  return streak;
}

export interface FindingTimeline {
  id: string;
  side: Side;
  /** "lump, left breast, 2 o'clock, 3 cm from the nipple" */
  label: string;
  /** Where on the breast map, as last recorded; null for a finding recorded before the map. */
  position: MapPosition | null;
  appeared: string;
  /** The last day she found it still there (or changed). */
  lastPresent: string;
  /** What the latest check that mentions it said. */
  lastStatus: TrackedFinding['latest']['status'];
  /** The day she said it had gone; null while it is still there. */
  gone: string | null;
  mentions: TrackedFinding['history'];
}

/** One line per finding: when it appeared, how long it persisted, and when it went. Newest first. */
export function findingTimelines(checks: readonly CheckRecord[]): FindingTimeline[] {
  return trackFindings(checks)
    .map((tracked) => {
      const present = tracked.history.filter((mention) => mention.status !== 'GONE');
      const goneMention = tracked.latest.status === 'GONE' ? tracked.history.at(-1) : undefined;
      const { latest } = tracked;
      return {
        id: tracked.id,
        side: latest.side,
        label: findingLabel(latest),
        position: latest.position,
        appeared: tracked.firstNoted,
        lastPresent: present.at(-1)?.day ?? tracked.firstNoted,
        gone: goneMention?.day ?? null,
        lastStatus: latest.status,
        mentions: tracked.history,
      };
    })
    .sort((a, b) => b.appeared.localeCompare(a.appeared));
}

/**
 * "First noted 2 Mar; last recorded as still there on 2 Apr." Only what her checks said about it: a later
 * check that does not mention it says nothing either way, so it is never read as "still there".
 */
export function timelineSummary(line: FindingTimeline, today: string): string {
  const first = `First noted ${shortDate(line.appeared, today)}`;
  if (line.gone)
    return `${first}; last found ${shortDate(line.lastPresent, today)}; gone by ${shortDate(line.gone, today)}.`;
  if (line.mentions.length < 2) return `${first}; not recorded in a check since.`;
  return `${first}; last recorded as ${STATUS_LABELS[line.lastStatus]} on ${shortDate(line.lastPresent, today)}.`;
}
