import { buildGpReport } from './build-report';
import { buildReportPdf } from './report-pdf';
import { readPdfPages } from './test-pdf-text';
import { NOW, PERSON, RECORDS } from './test-fixtures';
import type { CheckInRecord, CheckRecord } from './types';

/** Many checks with many findings and long questions: the report must still stop at three pages. */
function busyRecords(): CheckRecord[] {
  return Array.from({ length: 12 }, (_, month) => ({
    id: `busy-${month}`,
    checkedAt: new Date(Date.UTC(2025, 6 + month, 3, 9)).toISOString(),
    findings: Array.from({ length: 5 }, (_, index) => ({
      id: `busy-${month}-${index}`,
      breast: index % 2 ? ('left' as const) : ('right' as const),
      kind: 'SKIN_CHANGE',
      position: { area: 'breast' as const, clock: (index % 12) + 1, distanceCm: index },
      severity: 2,
      status: 'NEW' as const,
      note: 'A long description of what she felt and saw. '.repeat(8),
    })),
  }));
}

/** A year of check-ins, each with several symptoms ticked: many more than the report lists. */
function busyCheckIns(): CheckInRecord[] {
  return Array.from({ length: 12 }, (_, month) => ({
    id: `busy-in-${month}`,
    kind: 'physical' as const,
    date: new Date(Date.UTC(2025, 6 + month, 4)).toISOString().slice(0, 10),
    level: 4,
    symptoms: ['Headache', 'Bloating', 'Nausea', 'Joint pain', `Symptom ${month}`],
  }));
}

describe('buildReportPdf', () => {
  let pages: string[];
  let busyPages: string[];
  let pdf: Uint8Array;

  beforeAll(async () => {
    pdf = await buildReportPdf(buildGpReport('6-months', NOW, PERSON, RECORDS));
    const busy = await buildReportPdf(
      buildGpReport(
        'all',
        NOW,
        { ...PERSON, questions: Array(20).fill('A question she wants to ask. '.repeat(12)) },
        {
          ...RECORDS,
          checks: busyRecords(),
          checkIns: busyCheckIns(),
        },
      ),
    );
    [pages = [], busyPages = []] = readPdfPages(pdf, busy);
  });

  it('is an A4 PDF with its fonts embedded from the package', () => {
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('names her, the period and every finding with its dates and place', () => {
    const text = pages.join('\n');
    expect(text).toContain('Breast self-check summary for my GP');
    expect(text).toContain('Name: Amira Khan');
    expect(text).toMatch(/What I want to ask\s+•?\s*Should I have a mammogram before 50\?/);
    expect(text).toContain('Date of birth: 29 Feb 1984');
    expect(text).toContain('16 Dec 2025 to 15 Jun 2026');
    expect(text).toContain("1. Left breast · Lump · 2 o'clock, 3 cm from the nipple (upper, towards the");
    expect(text).toContain('breastbone)');
    expect(text).toContain(
      'First noticed 10 Jan 2026, cycle day 14 · size 15 mm, feel: rubbery · severity 4 of 5 (highest 4)',
    );
    expect(text).toContain('Found at 3 of 3 checks since, last on 12 May 2026 · still there · has changed');
    expect(text).toContain('2. Right breast · Pain · Armpit');
    expect(text).toContain('Found at 1 of 3 checks since, last on 10 Jan 2026 · gone by 1 Apr 2026');
    expect(text).toContain('Moderate risk (NICE CG164)');
    expect(text).toContain('Is the lump linked to my cycle?');
    expect(text).toContain('Stress: 2 entries, average 7, highest 8, latest 8 on 1 May 2026');
  });

  it('numbers its pages and stays within three', () => {
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
    expect(busyPages.length).toBeLessThanOrEqual(3);
    expect(busyPages.join('\n')).toContain('more findings are in the CSV download');
  });
});
