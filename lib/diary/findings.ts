import { positionLabel, quadrantWords, type MapPosition, type Quadrant, type Side } from '@/lib/check/breast-map';
import { FINDING_SEVERITY } from '@/lib/validation/breast-finding';
import type { CycleContext } from './cycle';
import { shortDate } from './dates';
import {
  KIND_LABELS,
  type FindingFeel,
  type FindingKind,
  type FindingStatus,
  type RecordedAnswer,
} from './finding-terms';

/**
 * Findings followed from check to check. A finding keeps one id in every check that mentions it; the latest
 * mention says whether it is still there, changed or gone, and the latest mention that described it (new or
 * changed) says what and where it is. It is followed from its earliest mention that remains: when she deletes the
 * check where she first noted it, or removes it from that check, it is dated from the first later check that
 * mentions it (the API keeps no date of its own for it).
 */

export interface Finding {
  /** Stable id; null on findings recorded before findings were followed, which are shown but never carried. */
  id: string | null;
  side: Side;
  kind: FindingKind;
  severity: number;
  position: MapPosition | null;
  /**
   * For a finding saved before the map (no position): the quadrant it was recorded in, kept as it is until she
   * marks it on the map.
   */
  quadrant?: Quadrant | null;
  sizeMm: number | null;
  feel: FindingFeel | null;
  status: FindingStatus;
  note: string | null;
}

export interface CheckRecord {
  id: string;
  /** When the check was done (ISO instant). */
  checked: string;
  /** The calendar day of the check where she lives. */
  day: string;
  cycle: CycleContext;
  /** Her cycle length as recorded with the check, in days. */
  cycleLength: number | null;
  findings: Finding[];
}

/**
 * What following a finding from check to check reads of each mention: its id and her answer. The trend charts'
 * lighter records (kind and severity only) are followed the same way as the diary's.
 */
export type FindingMention = Pick<Finding, 'id' | 'status'>;

/** A check as following its findings reads it. */
export interface MentioningCheck<F extends FindingMention = Finding> {
  id: string;
  checked: string;
  day: string;
  findings: readonly F[];
}

export interface TrackedFinding<F extends FindingMention = Finding> {
  id: string;
  /**
   * How she last described it (its latest new or changed mention), with the latest mention's status. A "still
   * there" or "gone" mention stores a copy of the description only because the API requires one; that copy
   * is never read, so correcting the check where she described it reaches every later check.
   */
  latest: F;
  /** Day of the earliest remaining check that mentions it. */
  firstNoted: string;
  /** Day of the latest check that mentions it. */
  lastSeen: string;
  history: { day: string; checkId: string; status: FindingStatus }[];
}

/**
 * A new or changed mention describes the finding; a "still there" or "gone" one repeats an earlier description.
 * With no describing mention left (she deleted it), the earliest remaining copy stands in for it.
 */
export function describesFinding(finding: Pick<Finding, 'status'>): boolean {
  return finding.status === 'NEW' || finding.status === 'CHANGED';
}

/** A mention as her description so far (`before`, from earlier mentions) and this mention say it is. */
function describedAs<F extends FindingMention>(before: F, mention: F): F {
  return { ...(describesFinding(mention) ? mention : before), status: mention.status };
}

/** Every followed finding across her checks, in the order she first noticed them. */
export function trackFindings<F extends FindingMention>(checks: readonly MentioningCheck<F>[]): TrackedFinding<F>[] {
  const byId = new Map<string, TrackedFinding<F>>();
  const inOrder = [...checks].sort((a, b) => a.checked.localeCompare(b.checked));
  for (const check of inOrder) {
    for (const finding of check.findings) {
      if (!finding.id) continue;
      const mention = { day: check.day, checkId: check.id, status: finding.status };
      const tracked = byId.get(finding.id);
      if (tracked) {
        tracked.latest = describedAs(tracked.latest, finding);
        tracked.lastSeen = check.day;
        tracked.history.push(mention);
      } else {
        byId.set(finding.id, {
          id: finding.id,
          latest: finding,
          firstNoted: check.day,
          lastSeen: check.day,
          history: [mention],
        });
      }
    }
  }
  return [...byId.values()];
}

/**
 * Her checks with each finding as her checks up to and including that check describe it (as trackFindings
 * does), with that check's own status: a "still there" or "gone" mention shows the description she has since
 * corrected, never the copy it stored. One pass over all her checks, so the archive list describes every row
 * without going over her checks again for each.
 */
export function describedChecks<C extends MentioningCheck<FindingMention>>(checks: readonly C[]): C[] {
  type Mention = C['findings'][number];
  const described = new Map<string, Mention>();
  const findingsOf = new Map<string, Mention[]>();
  for (const check of [...checks].sort((a, b) => a.checked.localeCompare(b.checked))) {
    const findings = check.findings.map((finding) => {
      if (!finding.id) return finding;
      const before = described.get(finding.id);
      const now = before ? describedAs(before, finding) : finding;
      described.set(finding.id, now);
      return now;
    });
    findingsOf.set(check.id, findings);
  }
  return checks.map((check) => ({ ...check, findings: findingsOf.get(check.id) ?? check.findings }));
}

/** `check` as described by her checks up to and including it (describedChecks); `checks` may leave it out. */
export function describedCheck<C extends CheckRecord>(checks: readonly CheckRecord[], check: C): C {
  const before = checks.filter((other) => other.id !== check.id && other.checked.localeCompare(check.checked) < 0);
  return { ...check, findings: describedChecks([...before, check]).at(-1)!.findings };
}

/** Findings from earlier checks she has not yet said are gone: the start of her next check. */
export function openFindings<F extends FindingMention>(checks: readonly MentioningCheck<F>[]): TrackedFinding<F>[] {
  return trackFindings(checks).filter((tracked) => tracked.latest.status !== 'GONE');
}

/**
 * Findings open before `check` that it does not mention: she said she did not check them that day (or the
 * check was saved without asking), so it says nothing about them either way.
 */
export function notCheckedIn<F extends FindingMention>(
  checks: readonly MentioningCheck<F>[],
  check: Pick<MentioningCheck<FindingMention>, 'id' | 'checked' | 'findings'>,
): TrackedFinding<F>[] {
  const before = checks.filter((other) => other.id !== check.id && other.checked.localeCompare(check.checked) < 0);
  const mentioned = new Set(check.findings.map((finding) => finding.id));
  return openFindings(before).filter((tracked) => !mentioned.has(tracked.id));
}

/**
 * The entry a new check stores for a carried-over finding: same id, side and kind; her answer as status. The
 * API requires a description on every mention, so "still there" and "gone" store a copy of the latest one,
 * which reading ignores (trackFindings).
 */
export function carriedEntry(
  tracked: Pick<TrackedFinding, 'id' | 'latest'>,
  answer: RecordedAnswer,
  changes: Partial<Finding> = {},
): Finding {
  return { ...tracked.latest, ...(answer === 'CHANGED' ? changes : {}), id: tracked.id, status: answer };
}

/** "lump, left breast, 2 o'clock, 3 cm from the nipple" */
export function findingLabel(finding: Finding): string {
  const kind = KIND_LABELS[finding.kind];
  const breast = `${finding.side === 'LEFT' ? 'left' : 'right'} breast`;
  if (!finding.position) return `${kind}, ${breast}${finding.quadrant ? `, ${quadrantWords(finding.quadrant)}` : ''}`;
  return `${kind}, ${positionLabel(finding.side, finding.position)}`;
}

/** "12 Oct: lump, left breast, 2 o'clock, 3 cm from the nipple" */
export function carriedOverLabel(tracked: Pick<TrackedFinding, 'firstNoted' | 'latest'>, today: string): string {
  return `${shortDate(tracked.firstNoted, today)}: ${findingLabel(tracked.latest)}`;
}

/**
 * The record's overall score (0-10) from its findings: the most marked finding still there, on the score's
 * scale. Gone findings do not count.
 */
export function overallScore(findings: readonly Pick<Finding, 'severity' | 'status'>[]): number {
  const present = findings.filter((finding) => finding.status !== 'GONE').map((finding) => finding.severity);
  if (present.length === 0) return 0;
  return Math.round((Math.max(...present) / FINDING_SEVERITY.max) * 10);
}
