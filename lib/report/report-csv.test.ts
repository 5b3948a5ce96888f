import { parse } from 'csv-parse/sync';
import { reportCsv } from './report-csv';
import { NOW, RECORDS } from './test-fixtures';

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
      "Clock position (as she looks down, 3 o'clock towards her right)": '2',
      'Distance from nipple (cm)': '3',
      Armpit: 'no',
      Place: "2 o'clock, 3 cm from the nipple (upper, towards the breastbone)",
      'Size (mm)': '15',
      Feel: 'Rubbery',
      'Severity (1-5)': '4',
      Status: 'Changed',
      'Cycle day': '15',
      Note: 'Pea-sized, moves',
    });
  });

  it('cannot smuggle a formula into a spreadsheet', () => {
    const pain = rowsOf(reportCsv('all', NOW, RECORDS)).find(
      (row) => row['Finding id'] === 'f-pain' && row['Date'] === '2026-04-01',
    );
    expect(pain).toMatchObject({ Armpit: 'yes', Place: 'Armpit', Status: 'Gone', Note: `'=HYPERLINK("http://evil")` });
  });
});
