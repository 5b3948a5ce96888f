import { parse } from 'csv-parse/sync';
import { buildGpReport } from './build-report';
import { CARRIED_FINDING, reportCsv } from './report-csv';
import { NOW, PERSON, RECORDS } from './test-fixtures';
import type { ReportRecords } from './types';

const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

describe('reportCsv', () => {
  it('has one line for every check, finding, check-in and period in the period, oldest first', () => {
    const rows = rowsOf(reportCsv('6-months', NOW, RECORDS));
    expect(rows.map((row) => `${row['Record']} ${row['Date']}`)).toEqual([
      'Period 2025-12-28',
      'Check 2026-01-10',
      'Finding 2026-01-10',
      'Finding 2026-01-10',
      'Check 2026-04-01',
      'Finding 2026-04-01',
      'Finding 2026-04-01',
      'Check-in 2026-04-01',
      'Period 2026-04-28',
      'Check-in 2026-05-01',
      'Check 2026-05-12',
      'Finding 2026-05-12',
      'Check-in 2026-05-20',
      'Check-in 2026-05-21',
    ]);
  });

  it("gives each check-in and symptom diary entry its symptoms, in the diary's words", () => {
    const rows = rowsOf(reportCsv('6-months', NOW, RECORDS)).filter((row) => row['Record'] === 'Check-in');
    expect(rows.map((row) => [row['Date'], row['What'], row['Symptoms']])).toEqual([
      ['2026-04-01', 'Stress', 'Racing thoughts'],
      ['2026-05-01', 'Stress', 'Racing thoughts; Overwhelmed'],
      // A cell that would start a formula is made inert, as a note is.
      ['2026-05-20', 'Low mood', `'=HYPERLINK("http://evil"); Anxious`],
      ['2026-05-21', 'Menopause symptoms', 'Night sweats; Hot flushes'],
    ]);
  });

  it('ends with what she wants to ask, one line a question, dated the day it is made', () => {
    const rows = rowsOf(
      reportCsv('3-months', NOW, RECORDS, ['Do I need a scan?', 'Is it linked to my cycle, "really"?']),
    );
    expect(rows.slice(-2).map((row) => [row['Record'], row['Date'], row['What'], row['Note']])).toEqual([
      ['Question', '2026-06-15', 'What I want to ask', 'Do I need a scan?'],
      ['Question', '2026-06-15', 'What I want to ask', 'Is it linked to my cycle, "really"?'],
    ]);
  });

  it('puts a finding where a doctor can read it', () => {
    const lump = rowsOf(reportCsv('all', NOW, RECORDS)).find(
      (row) => row['Finding id'] === 'f-lump' && row['Date'] === '2026-05-12',
    );
    expect(lump).toMatchObject({
      Breast: 'Left',
      What: 'Lump',
      // She marked 2 o'clock as she looks down; a doctor facing her calls the same place 10 o'clock.
      "Clock position (as you face her, 3 o'clock towards her left)": '10',
      'Distance from nipple (cm)': '3',
      Armpit: 'no',
      Place: "10 o'clock, 3 cm from the nipple (upper, towards the breastbone)",
      'Size (mm)': '15',
      Feel: 'Rubbery',
      'Severity (1-5)': '4',
      Status: 'Changed',
      'Cycle day': '15',
      Note: 'Pea-sized, moves',
    });
  });

  it('has a line for each open finding the report lists though it was last recorded before the period', () => {
    // Seventeen findings recorded in December, none said to be gone; May's check did not check them.
    const december = {
      id: 'c-december',
      checkedAt: '2025-12-01T09:00:00Z',
      findings: Array.from({ length: 17 }, (_, index) => ({
        id: `f-${index + 1}`,
        breast: 'left' as const,
        kind: 'LUMP',
        severity: 2,
        status: 'NEW' as const,
      })),
    };
    const may = { id: 'c-may', checkedAt: '2026-05-01T09:00:00Z', findings: [] };
    const records: ReportRecords = { checks: [december, may], checkIns: [], periods: [] };
    const listed = buildGpReport('3-months', NOW, PERSON, records).findings.map((row) => row.findingId);
    expect(listed).toHaveLength(17);
    const rows = rowsOf(reportCsv('3-months', NOW, records));
    const carried = rows.filter((row) => row['Record'] === CARRIED_FINDING);
    expect(carried.map((row) => row['Finding id']).sort()).toEqual([...listed].sort());
    expect(carried[0]).toMatchObject({ Date: '2025-12-01', 'Record id': 'c-december', What: 'Lump', Status: 'New' });
    expect(rows.map((row) => row['Record'])).toEqual([...listed.map(() => CARRIED_FINDING), 'Check']);
    // With every record, December's findings are there as recorded, not carried.
    expect(rowsOf(reportCsv('all', NOW, records)).map((row) => row['Record'])).not.toContain(CARRIED_FINDING);
  });

  it('describes a finding as the report does, not by a "still there" copy stored before she corrected it', () => {
    const lump = { id: 'f-lump', breast: 'left' as const, kind: 'LUMP' };
    // She corrected January's lump in the archive after February's "still there" had stored a copy of it.
    const january = {
      id: 'c-january',
      checkedAt: '2026-01-10T09:00:00Z',
      findings: [
        {
          ...lump,
          status: 'NEW' as const,
          position: { area: 'breast' as const, clock: 2, distanceCm: 3 },
          sizeMm: 25,
          feel: 'HARD',
          severity: 4,
          note: 'corrected description',
        },
      ],
    };
    const february = {
      id: 'c-february',
      checkedAt: '2026-02-10T09:00:00Z',
      findings: [
        {
          ...lump,
          status: 'STILL_THERE' as const,
          position: { area: 'breast' as const, clock: 10, distanceCm: 1 },
          sizeMm: 10,
          feel: 'SOFT',
          severity: 2,
          note: 'first typed',
        },
      ],
    };
    const records: ReportRecords = { checks: [january, february], checkIns: [], periods: [] };
    const described = {
      'Finding id': 'f-lump',
      "Clock position (as you face her, 3 o'clock towards her left)": '10',
      'Distance from nipple (cm)': '3',
      'Size (mm)': '25',
      Feel: 'Hard',
      'Severity (1-5)': '4',
      Note: 'corrected description',
    };
    const inPeriod = rowsOf(reportCsv('all', NOW, records)).filter((row) => row['Record'] === 'Finding');
    expect(inPeriod).toEqual([
      expect.objectContaining({ ...described, Date: '2026-01-10', Status: 'New' }),
      expect.objectContaining({ ...described, Date: '2026-02-10', 'Record id': 'c-february', Status: 'Still there' }),
    ]);
    const carried = rowsOf(reportCsv('3-months', NOW, records));
    expect(carried).toEqual([
      expect.objectContaining({ ...described, Record: CARRIED_FINDING, Date: '2026-02-10', Status: 'Still there' }),
    ]);
    const [row] = buildGpReport('3-months', NOW, PERSON, records).findings;
    expect(row).toMatchObject({ sizeMm: 25, feel: 'HARD', severity: 4, note: 'corrected description' });
  });

  it('carries no finding she has said is gone, nor one recorded before findings were followed', () => {
    const [c0, c1, c2] = RECORDS.checks;
    const legacy = {
      ...c1!,
      findings: c1!.findings.map((finding, index) => ({ ...finding, id: `c1-${index}`, unfollowed: true })),
    };
    // The lump was last recorded on 1 April (c2) and is open; the pain went that day; January's were not followed.
    const records = { ...RECORDS, checks: [c0!, legacy, c2!] };
    const rows = rowsOf(reportCsv('3-months', new Date('2026-07-20T10:00:00Z'), records));
    expect(rows.filter((row) => row['Record'] === CARRIED_FINDING).map((row) => row['Finding id'])).toEqual(['f-lump']);
  });

  it('cannot smuggle a formula into a spreadsheet', () => {
    const pain = rowsOf(reportCsv('all', NOW, RECORDS)).find(
      (row) => row['Finding id'] === 'f-pain' && row['Date'] === '2026-04-01',
    );
    expect(pain).toMatchObject({ Armpit: 'yes', Place: 'Armpit', Status: 'Gone', Note: `'=HYPERLINK("http://evil")` });
  });
});
