import { parse } from 'csv-parse/sync';
import type { CheckRecord as DiaryCheck, Finding } from '@/lib/diary/findings';
import { buildGpReport } from './build-report';
import { reportChecks } from './from-diary';
import { positionLabel } from './labels';
import { MAP_CENTRES, placeMarks } from './map-layout';
import { reportCsv } from './report-csv';
import { NOW, PERSON } from './test-fixtures';

/** A pain she recorded by quadrant, before the breast map: no position, only the quadrant. */
const preMapPain = (id: string, side: Finding['side'], quadrant: Finding['quadrant']): Finding => ({
  id,
  side,
  kind: 'PAIN',
  severity: 2,
  position: null,
  quadrant,
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: null,
});

const diaryCheck = (findings: Finding[]): DiaryCheck => ({
  id: 'c1',
  checked: '2026-06-01T09:00:00Z',
  day: '2026-06-01',
  cycle: { kind: 'not-given' },
  cycleLength: null,
  findings,
});

const records = (findings: Finding[]) => ({
  checks: reportChecks([diaryCheck(findings)]),
  checkIns: [],
  periods: [],
});

describe('a finding saved before the map, in the report', () => {
  const report = buildGpReport(
    '3-months',
    NOW,
    PERSON,
    records([preMapPain('left-pain', 'LEFT', 'UPPER_OUTER'), preMapPain('right-pain', 'RIGHT', 'UPPER_OUTER')]),
  );

  it('names the quadrant she recorded it in, as her diary does', () => {
    expect(report.findings.map((row) => positionLabel(row.breast, row.position))).toEqual([
      'Upper outer quadrant',
      'Upper outer quadrant',
    ]);
  });

  it('is drawn in that quadrant as a doctor facing her sees it: up and towards each breast’s own armpit', () => {
    const [left, right] = placeMarks(report.findings);
    // Her left breast is on the drawing's right, its armpit further right; her right breast mirrors it.
    expect(left!.x).toBeGreaterThan(MAP_CENTRES.left.x);
    expect(left!.y).toBeLessThan(MAP_CENTRES.left.y);
    expect(right!.x).toBeLessThan(MAP_CENTRES.right.x);
    expect(right!.y).toBeLessThan(MAP_CENTRES.right.y);
  });

  it('puts the quadrant in the CSV’s place column, with no clock position', () => {
    const rows = parse(reportCsv('3-months', NOW, records([preMapPain('pain', 'LEFT', 'LOWER_INNER')])), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const pain = rows.find((row) => row['Finding id'] === 'pain');
    expect(pain).toMatchObject({
      Breast: 'Left',
      Place: 'Lower inner quadrant',
      Armpit: 'no',
      "Clock position (as you face her, 3 o'clock towards her left)": '',
    });
  });

  it('still says the place was not marked when she recorded no quadrant either', () => {
    const [unplaced] = reportChecks([diaryCheck([preMapPain('pain', 'LEFT', null)])])[0]!.findings;
    expect(positionLabel('left', unplaced!.position)).toBe('Place not marked');
  });
});
