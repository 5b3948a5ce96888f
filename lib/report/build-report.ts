import { describedChecks, describesFinding } from '@/lib/diary/findings';
import { daysBetween, londonDate } from '@/lib/reminders/local-date';
import { inWindow, reportWindow } from './period';
import type {
  Breast,
  CheckInKind,
  CheckInRecord,
  CheckRecord,
  FindingRecord,
  MapPosition,
  PeriodRecord,
  ReportPerson,
  ReportRange,
  ReportRecords,
  RiskLevel,
} from './types';

/** One finding as a doctor reads it: where, what, how marked, and whether it has lasted. */
export interface FindingRow {
  /** 1, 2, 3 … : the number beside its mark on the breast map. */
  number: number;
  findingId: string;
  breast: Breast;
  kind: string;
  position: MapPosition | null;
  /** Latest recorded size, mm. */
  sizeMm: number | null;
  feel: string | null;
  /** Latest severity 1-5, and the highest recorded. */
  severity: number;
  highestSeverity: number;
  /** Date (YYYY-MM-DD) she first noticed it, even before the report's period. */
  firstNoticed: string;
  /** Last check that found it there. */
  lastSeen: string;
  /** Checks that found it there. */
  checksSeen: number;
  /** Checks since she first noticed it, including the first; only its own check when not followed up. */
  checksSince: number;
  /** Of those, checks that did not record it either way (she did not check it that day); 0 when unfollowed. */
  checksNotChecked: number;
  /** Not said to be gone: the latest check that mentions it found it there (its own, when not followed up). */
  stillThere: boolean;
  /**
   * Recorded before findings were followed, and she has checked since: later checks never asked about it, so
   * nothing is known of it after the day she recorded it (neither still there nor gone).
   */
  notFollowedUp: boolean;
  /** Still there when last recorded, but her latest check did not check it: whether it is there now is not known. */
  notCheckedLatest: boolean;
  /** The check at which she recorded it gone; null while it is still there. */
  goneOn: string | null;
  changed: boolean;
  /** Day of her cycle when she first noticed it, when a period start is recorded in the 45 days before. */
  cycleDay: number | null;
  note: string | null;
}

export interface SymptomCount {
  /** In the diary's words. */
  symptom: string;
  /** Check-ins and diary entries in the period that have it ticked. */
  entries: number;
}

export interface CheckInSummary {
  kind: CheckInKind;
  entries: number;
  average: number;
  highest: number;
  latest: number;
  latestDate: string;
}

export interface GpReport {
  range: ReportRange;
  from: string | null;
  to: string;
  generatedOn: string;
  person: ReportPerson;
  riskLevel: RiskLevel | null;
  familyHistoryReferral: boolean;
  familyHistoryAdvice: boolean;
  checksInPeriod: number;
  lastCheck: string | null;
  findings: FindingRow[];
  symptoms: SymptomCount[];
  checkIns: CheckInSummary[];
  questions: string[];
}

const MAX_CYCLE_DAY = 45;

export function checkDate(check: CheckRecord): string {
  return londonDate(new Date(check.checkedAt));
}

/** Day 1 is the day her period started; null when no start is recorded in the 45 days up to `date`. */
export function cycleDayOn(date: string, periods: readonly PeriodRecord[]): number | null {
  const latest = periods
    .map((period) => period.start)
    .filter((start) => start <= date)
    .sort()
    .at(-1);
  if (!latest) return null;
  const day = daysBetween(latest, date) + 1;
  return day <= MAX_CYCLE_DAY ? day : null;
}

/** Her checks up to `today` (her UK day), oldest first: the ones the report and its CSV read. */
export function checksToDate(checks: readonly CheckRecord[], today: string): CheckRecord[] {
  return checks.filter((check) => checkDate(check) <= today).sort((a, b) => a.checkedAt.localeCompare(b.checkedAt));
}

export interface RecordedFinding {
  check: CheckRecord;
  finding: FindingRecord;
}

/**
 * Her checks, each finding as her checks up to that one describe it (the diary's rule, describedChecks) with
 * its own status: a "still there" or "gone" mention stores a copy of the description as it was when saved,
 * which she may since have corrected in the archive, so the report, its CSV and the diary all read the same.
 */
export function describedReportChecks(checks: readonly CheckRecord[]): CheckRecord[] {
  const described = describedChecks(
    checks.map((check) => ({ ...check, checked: check.checkedAt, day: checkDate(check) })),
  );
  return checks.map((check, index) => ({ ...check, findings: described[index]!.findings }));
}

/**
 * The latest record of each finding she has not said is gone, with the check that made it: the report lists
 * each of these whatever its period, and the CSV carries each one last recorded before the period. One recorded
 * before findings were followed is never open: no later check asked about it. `checks` oldest first, already
 * described (describedReportChecks), as both callers read them.
 */
export function openFindings(checks: readonly CheckRecord[]): RecordedFinding[] {
  const latest = new Map(
    checks.flatMap((check) => check.findings.map((finding) => [finding.id, { check, finding }] as const)),
  );
  return [...latest.values()].filter(({ finding }) => finding.status !== 'GONE' && !finding.unfollowed);
}

export function buildGpReport(range: ReportRange, now: Date, person: ReportPerson, records: ReportRecords): GpReport {
  const today = londonDate(now);
  const window = reportWindow(range, today);
  const allChecks = describedReportChecks(checksToDate(records.checks, today));
  const checks = allChecks.filter((check) => inWindow(checkDate(check), window));
  const checkIns = records.checkIns.filter((entry) => inWindow(entry.date, window));
  return {
    range,
    from: window.from,
    to: window.to,
    generatedOn: today,
    person,
    riskLevel: person.riskLevel ?? null,
    familyHistoryReferral: person.familyHistoryReferral ?? false,
    familyHistoryAdvice: person.familyHistoryAdvice ?? false,
    checksInPeriod: checks.length,
    lastCheck: checks.length ? checkDate(checks.at(-1)!) : null,
    findings: findingRows(allChecks, checks, records.periods),
    symptoms: symptomCounts(checkIns),
    checkIns: checkInSummaries(checkIns),
    questions: person.questions.map((question) => question.trim()).filter(Boolean),
  };
}

/**
 * Persistence is read across all her checks, so a lump first noticed before the period still shows its
 * real first date. Listed: findings recorded within the period, and any she has not said are gone, even when
 * no check in the period recorded it (she did not check it): leaving it out would hide it from her GP.
 */
function findingRows(
  allChecks: readonly CheckRecord[],
  checksInPeriod: readonly CheckRecord[],
  periods: readonly PeriodRecord[],
): FindingRow[] {
  const stillOpen = openFindings(allChecks).map(({ finding }) => finding.id);
  const listed = new Set([...checksInPeriod.flatMap((check) => check.findings.map((f) => f.id)), ...stillOpen]);
  const history = new Map<string, { date: string; checkId: string; finding: FindingRecord }[]>();
  for (const check of allChecks) {
    for (const finding of check.findings) {
      if (!listed.has(finding.id)) continue;
      const mention = { date: checkDate(check), checkId: check.id, finding };
      history.set(finding.id, [...(history.get(finding.id) ?? []), mention]);
    }
  }
  const rows = [...history.entries()].map(([findingId, seen]) => {
    const firstIndex = allChecks.findIndex((check) => check.findings.some((finding) => finding.id === findingId));
    const present = seen.filter(({ finding }) => finding.status !== 'GONE');
    // Read from described checks: the latest mention says what and where it is as she last described it.
    const latest = seen.at(-1)!.finding;
    const describing = seen.filter(({ finding }) => describesFinding(finding));
    const firstNoticed = seen[0]!.date;
    // Her later checks never asked about one recorded before findings were followed: only its own check counts.
    const notFollowedUp = Boolean(latest.unfollowed) && seen.at(-1)!.checkId !== allChecks.at(-1)!.id;
    // Asked about at each check while open: up to the one that found it gone, or to her latest check.
    const openUntil =
      latest.status === 'GONE'
        ? allChecks.findIndex((check) => check.id === seen.at(-1)!.checkId) + 1
        : allChecks.length;
    return {
      findingId,
      breast: latest.breast,
      kind: latest.kind,
      position: latest.position ?? null,
      sizeMm: latest.sizeMm ?? null,
      feel: latest.feel ?? null,
      severity: latest.severity,
      highestSeverity: Math.max(...(describing.length ? describing : seen).map(({ finding }) => finding.severity)),
      firstNoticed,
      lastSeen: (present.at(-1) ?? seen.at(-1)!).date,
      checksSeen: present.length,
      checksSince: latest.unfollowed ? 1 : allChecks.length - firstIndex,
      checksNotChecked: latest.unfollowed ? 0 : openUntil - firstIndex - seen.length,
      stillThere: latest.status !== 'GONE',
      notFollowedUp,
      notCheckedLatest: latest.status !== 'GONE' && !latest.unfollowed && seen.at(-1)!.checkId !== allChecks.at(-1)!.id,
      goneOn: latest.status === 'GONE' ? seen.at(-1)!.date : null,
      changed: seen.some(({ finding }) => finding.status === 'CHANGED'),
      cycleDay: cycleDayOn(firstNoticed, periods),
      note: latest.note?.trim() || null,
    };
  });
  // Findings still there come first, then by breast and the date she noticed them.
  rows.sort(
    (a, b) =>
      Number(b.stillThere) - Number(a.stillThere) ||
      a.breast.localeCompare(b.breast) ||
      a.firstNoticed.localeCompare(b.firstNoticed),
  );
  return rows.map((row, index) => ({ number: index + 1, ...row }));
}

/** Each symptom she ticked in the period, with how many entries have it: the most frequent first. */
function symptomCounts(entries: readonly CheckInRecord[]): SymptomCount[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const symptom of new Set(entry.symptoms)) counts.set(symptom, (counts.get(symptom) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([symptom, count]) => ({ symptom, entries: count }))
    .sort((a, b) => b.entries - a.entries || a.symptom.localeCompare(b.symptom));
}

const CHECK_IN_ORDER: readonly CheckInKind[] = ['stress', 'sleep', 'mood', 'fatigue', 'physical', 'menopause'];

function checkInSummaries(entries: readonly CheckInRecord[]): CheckInSummary[] {
  return CHECK_IN_ORDER.flatMap((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind).sort((a, b) => a.date.localeCompare(b.date));
    const latest = ofKind.at(-1);
    if (!latest) return [];
    const levels = ofKind.map((entry) => entry.level);
    const average = levels.reduce((sum, level) => sum + level, 0) / levels.length;
    return [
      {
        kind,
        entries: ofKind.length,
        average: Math.round(average * 10) / 10,
        highest: Math.max(...levels),
        latest: latest.level,
        latestDate: latest.date,
      },
    ];
  });
}
