import { writeCsv, type CsvCell } from '@/lib/export/csv';
import { checkDate, checksToDate, cycleDayOn, describedReportChecks, openFindings } from './build-report';
import { facingClock } from './facing-clock';
import { breastLabel, capitalise, CHECK_IN_LABELS, feelWords, kindLabel, positionLabel, sentenceCase } from './labels';
import { inWindow, reportWindow } from './period';
import type { Breast, CheckRecord, FindingRecord, MapPosition, ReportRange, ReportRecords } from './types';
import { londonDate } from '@/lib/reminders/local-date';

/**
 * Said of an open finding last recorded before the period: the report lists it, so the CSV has it too, dated
 * the check that last recorded it.
 */
export const CARRIED_FINDING = 'Finding, open from before the period';

/** One line of the report CSV: a check, a finding at a check, a check-in or a period. */
interface CsvLine {
  record: 'Check' | 'Finding' | typeof CARRIED_FINDING | 'Check-in' | 'Period' | 'Question';
  date: string;
  recordId: string;
  findingId?: string;
  breast?: string;
  what?: string;
  clock?: number;
  distanceCm?: number | null;
  armpit?: boolean;
  region?: string;
  sizeMm?: number | null;
  feel?: string | null;
  severity?: number;
  status?: string;
  level?: number;
  score?: number | null;
  cycleDay?: number | null;
  lengthDays?: number | null;
  symptoms?: string;
  note?: string | null;
}

const COLUMNS: { header: string; value: (line: CsvLine) => CsvCell }[] = [
  { header: 'Record', value: (line) => line.record },
  { header: 'Date', value: (line) => line.date },
  { header: 'Record id', value: (line) => line.recordId },
  { header: 'Finding id', value: (line) => line.findingId },
  { header: 'Breast', value: (line) => line.breast },
  { header: 'What', value: (line) => line.what },
  { header: "Clock position (as you face her, 3 o'clock towards her left)", value: (line) => line.clock },
  { header: 'Distance from nipple (cm)', value: (line) => line.distanceCm },
  { header: 'Armpit', value: (line) => line.armpit },
  { header: 'Place', value: (line) => line.region },
  { header: 'Size (mm)', value: (line) => line.sizeMm },
  { header: 'Feel', value: (line) => line.feel },
  { header: 'Severity (1-5)', value: (line) => line.severity },
  { header: 'Status', value: (line) => line.status },
  { header: 'Level (0-10)', value: (line) => line.level },
  { header: 'Score (0-100)', value: (line) => line.score },
  { header: 'Cycle day', value: (line) => line.cycleDay },
  { header: 'Period length (days)', value: (line) => line.lengthDays },
  { header: 'Symptoms', value: (line) => line.symptoms },
  { header: 'Note', value: (line) => line.note },
];

function positionCells(breast: Breast, position: MapPosition | null | undefined): Partial<CsvLine> {
  const region = positionLabel(breast, position);
  if (position?.area === 'armpit') return { armpit: true, region };
  if (position?.area === 'breast') {
    return { clock: facingClock(position.clock), distanceCm: position.distanceCm ?? null, armpit: false, region };
  }
  return { armpit: false, region };
}

function findingLine(check: CheckRecord, finding: FindingRecord, periods: ReportRecords['periods']): CsvLine {
  const date = checkDate(check);
  return {
    record: 'Finding',
    date,
    recordId: check.id,
    findingId: finding.id,
    breast: breastLabel(finding.breast),
    what: kindLabel(finding.kind),
    ...positionCells(finding.breast, finding.position),
    sizeMm: finding.sizeMm ?? null,
    feel: finding.feel ? capitalise(feelWords(finding.feel)) : null,
    severity: finding.severity,
    status: sentenceCase(finding.status),
    cycleDay: cycleDayOn(date, periods),
    note: finding.note ?? null,
  };
}

function checkLines(check: CheckRecord, periods: ReportRecords['periods']): CsvLine[] {
  const date = checkDate(check);
  return [
    {
      record: 'Check',
      date,
      recordId: check.id,
      // Not "nothing found": a check may leave out an earlier finding she did not check that day.
      what: check.findings.length ? `${check.findings.length} finding(s)` : 'No findings recorded',
      cycleDay: cycleDayOn(date, periods),
    },
    ...check.findings.map((finding) => findingLine(check, finding, periods)),
  ];
}

/**
 * Every record in the report's period, oldest first, one line each (a check's findings one line each), after
 * a line for each open finding last recorded before it, so every finding the report lists (and the PDF sends
 * the GP here for) is in the file; then what she wants to ask, one line a question, dated the
 * day the file is made (they are for this appointment).
 */
export function reportCsv(
  range: ReportRange,
  now: Date,
  records: ReportRecords,
  questions: readonly string[] = [],
): string {
  const today = londonDate(now);
  const window = reportWindow(range, today);
  // Each finding line as the report describes it, with its own check's status and date.
  const checks = describedReportChecks(checksToDate(records.checks, today));
  const lines: CsvLine[] = [
    ...checks.flatMap((check) => checkLines(check, records.periods)),
    ...records.checkIns.map((entry): CsvLine => ({
      record: 'Check-in',
      date: entry.date,
      recordId: entry.id,
      what: CHECK_IN_LABELS[entry.kind],
      level: entry.level,
      score: entry.score ?? null,
      symptoms: entry.symptoms?.join('; '),
    })),
    ...records.periods.map((period): CsvLine => ({
      record: 'Period',
      date: period.start,
      recordId: period.start,
      what: 'Period started',
      lengthDays: period.lengthDays ?? null,
    })),
  ];
  // Each line is dated by its record (a check, a check-in, a period's start): the period keeps those in it.
  const inPeriod = lines.filter((line) => inWindow(line.date, window));
  const carried = openFindings(checks)
    .filter(({ check }) => window.from !== null && checkDate(check) < window.from)
    .map(({ check, finding }): CsvLine => ({
      ...findingLine(check, finding, records.periods),
      record: CARRIED_FINDING,
    }));
  const asked = questions.map((question, index): CsvLine => ({
    record: 'Question',
    date: today,
    recordId: `question-${index + 1}`,
    what: 'What I want to ask',
    note: question,
  }));
  const dated = [...carried, ...inPeriod].sort((a, b) => a.date.localeCompare(b.date));
  return writeCsv(COLUMNS, [...dated, ...asked]);
}
