import type { CheckRecord, Finding } from './findings';
import { painFromChecks } from './pain';

const pain = (severity: number, status: Finding['status'] = 'NEW'): Finding => ({
  id: null,
  side: 'LEFT',
  kind: 'PAIN',
  severity,
  position: null,
  sizeMm: null,
  feel: null,
  status,
  note: null,
});
const check = (day: string, cycle: CheckRecord['cycle'], findings: Finding[]): CheckRecord => ({
  id: day,
  checked: `${day}T09:00:00.000Z`,
  day,
  cycle,
  cycleLength: null,
  findings,
});

describe('pain from her checks', () => {
  test('one record per check with pain, at its worst, on the day of her cycle', () => {
    const checks = [
      check('2024-03-01', { kind: 'period', periodStart: '2024-02-28' }, [pain(2), { ...pain(4), side: 'RIGHT' }]),
      check('2024-03-05', { kind: 'no-periods', reason: 'MENOPAUSE' }, [pain(1)]),
    ];
    // 2024 is a leap year: 28 Feb to 1 Mar is day 3.
    expect(painFromChecks(checks)).toEqual({
      scaleMax: 5,
      records: [
        { checked: '2024-03-01', cycleDay: 3, severity: 4 },
        { checked: '2024-03-05', cycleDay: null, severity: 1 },
      ],
    });
  });

  test('a period start longer ago than any cycle gives no cycle day, not "Day 201"', () => {
    const checks = [
      check('2024-08-01', { kind: 'period', periodStart: '2024-06-02' }, [pain(3)]),
      check('2024-08-20', { kind: 'period', periodStart: '2024-02-01' }, [pain(2)]),
    ];
    // 2 June to 1 August is day 61, one past the longest plausible cycle (60 days); 1 Feb to 20 Aug is day 202.
    expect(painFromChecks(checks).records.map((record) => record.cycleDay)).toEqual([null, null]);
    const edge = check('2024-07-31', { kind: 'period', periodStart: '2024-06-02' }, [pain(3)]);
    expect(painFromChecks([edge]).records[0]?.cycleDay).toBe(60);
  });

  test('no pain, pain marked gone, or other findings give no records', () => {
    const lump: Finding = { ...pain(3), kind: 'LUMP' };
    const checks = [
      check('2024-04-01', { kind: 'not-given' }, [lump, pain(5, 'GONE')]),
      check('2024-04-02', { kind: 'not-given' }, []),
    ];
    expect(painFromChecks(checks).records).toEqual([]);
  });
});

test('a "still there" check shows the severity as she has since corrected it, not the copy it stored', () => {
  const october = check('2026-10-01', { kind: 'not-given' }, [{ ...pain(1), id: 'pain-1' }]);
  // She first gave 4; the November check stored that copy before she corrected October to 1.
  const november = check('2026-11-01', { kind: 'not-given' }, [{ ...pain(4, 'STILL_THERE'), id: 'pain-1' }]);
  expect(painFromChecks([october, november]).records.map((record) => record.severity)).toEqual([1, 1]);
});
