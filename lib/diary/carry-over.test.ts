import type { CycleContext } from './cycle';
import { carriedOverItems, cycleHistory } from './carry-over';
import type { CheckRecord, Finding } from './findings';

const lump: Finding = {
  id: '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60',
  side: 'LEFT',
  kind: 'LUMP',
  severity: 3,
  position: { area: 'breast', clock: 2, distanceCm: 3 },
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: null,
};

function check(
  day: string,
  findings: Finding[],
  cycle: CycleContext = { kind: 'not-given' },
  cycleLength: number | null = null,
): CheckRecord {
  return { id: day, checked: `${day}T09:00:00.000Z`, day, cycle, cycleLength, findings };
}

test('the next check starts with each open finding, dated from when she first noted it and placed', () => {
  const checks = [check('2025-10-12', [lump], { kind: 'period', periodStart: '2025-10-05' })];
  expect(carriedOverItems(checks, '2025-11-08')).toEqual([
    {
      id: lump.id,
      side: 'LEFT',
      position: lump.position,
      label: "12 Oct: lump, left breast, 2 o'clock, 3 cm from the nipple",
      firstNoted: '2025-10-12',
      latest: lump,
    },
  ]);
});

test('her usual cycle length comes from the period starts she gave', () => {
  const longCycles = [
    check('2025-08-01', [], { kind: 'period', periodStart: '2025-07-28' }),
    check('2025-09-05', [], { kind: 'period', periodStart: '2025-09-01' }),
    check('2025-10-12', [lump], { kind: 'period', periodStart: '2025-10-06' }),
  ];
  expect(cycleHistory(longCycles).usualLength).toBe(35);
});

test('a finding she has said is gone is not carried over', () => {
  const checks = [check('2025-10-12', [lump]), check('2025-11-09', [{ ...lump, status: 'GONE' }])];
  expect(carriedOverItems(checks, '2025-12-01')).toEqual([]);
});
