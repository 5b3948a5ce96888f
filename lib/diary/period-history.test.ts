import type { CycleContext } from './cycle';
import type { CheckRecord } from './findings';
import { cycleOverview, periodStarts } from './period-history';

function check(day: string, cycle: CycleContext): CheckRecord {
  return { id: day, checked: `${day}T09:00:00.000Z`, day, cycle, cycleLength: null, findings: [] };
}

const checks = [
  check('2025-08-10', { kind: 'period', periodStart: '2025-08-01' }),
  check('2025-08-12', { kind: 'period', periodStart: '2025-08-01' }),
  check('2025-09-05', { kind: 'period', periodStart: '2025-08-30' }),
  check('2025-10-06', { kind: 'period', periodStart: '2025-09-28' }),
  check('2025-10-20', { kind: 'no-periods', reason: 'CONTRACEPTION' }),
];

test('period starts, newest first, each with the length of the cycle it began', () => {
  expect(periodStarts(checks)).toEqual([
    { day: '2025-09-28', cycleLength: null },
    { day: '2025-08-30', cycleLength: 29 },
    { day: '2025-08-01', cycleLength: 29 },
  ]);
});

test('the cycle today and the next expected start follow her usual length', () => {
  expect(cycleOverview(checks, '2025-10-10')).toEqual({
    lengths: [29, 29],
    usualLength: 29,
    dayToday: 13,
    nextExpected: '2025-10-27',
  });
  // Long after her last recorded period the count would mislead, so it is not given.
  expect(cycleOverview(checks, '2026-01-10')).toMatchObject({ dayToday: null, nextExpected: null });
  expect(cycleOverview([], '2025-10-10')).toEqual({
    lengths: [],
    usualLength: null,
    dayToday: null,
    nextExpected: null,
  });
});
