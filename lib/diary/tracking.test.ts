import { randomUUID } from 'node:crypto';
import { groupByMonth } from './archive';
import type { CheckRecord, Finding } from './findings';
import { findingTimelines, monthlyStreak, timelineSummary } from './tracking';

function check(day: string, findings: Finding[] = []): CheckRecord {
  return {
    id: randomUUID(),
    checked: `${day}T09:00:00.000Z`,
    day,
    cycle: { kind: 'not-given' },
    cycleLength: null,
    findings,
  };
}

const lump = (status: Finding['status']): Finding => ({
  id: 'lump-1',
  side: 'RIGHT',
  kind: 'LUMP',
  severity: 2,
  position: { area: 'breast', clock: 10, distanceCm: 4 },
  sizeMm: null,
  feel: null,
  status,
  note: null,
});

describe('monthly streak', () => {
  test('counts months in a row with a check, across the year end', () => {
    expect(monthlyStreak(['2025-11-03', '2025-12-01', '2026-01-30', '2026-01-02'], '2026-01-31')).toBe(3);
  });

  test('this month not yet checked does not break it; a missed month does', () => {
    expect(monthlyStreak(['2025-10-10', '2025-11-10'], '2025-12-05')).toBe(2);
    expect(monthlyStreak(['2025-09-10', '2025-11-10'], '2025-12-05')).toBe(1);
    expect(monthlyStreak(['2025-09-10'], '2025-12-05')).toBe(0);
    expect(monthlyStreak([], '2025-12-05')).toBe(0);
  });
});

test('a timeline shows when a finding appeared, how long it stayed and when it went', () => {
  const timelines = findingTimelines([
    check('2025-09-01', [lump('NEW')]),
    check('2025-10-01', [lump('STILL_THERE')]),
    check('2025-11-01', [lump('GONE')]),
  ]);
  expect(timelines).toEqual([
    expect.objectContaining({
      label: "lump, right breast, 10 o'clock, 4 cm from the nipple",
      side: 'RIGHT',
      position: { area: 'breast', clock: 10, distanceCm: 4 },
      appeared: '2025-09-01',
      lastPresent: '2025-10-01',
      gone: '2025-11-01',
    }),
  ]);
  expect(findingTimelines([check('2025-09-01', [lump('NEW')])])[0]).toMatchObject({
    gone: null,
    lastPresent: '2025-09-01',
  });
});

test('a timeline says only what her checks said: a later check that did not mention it is not "still there"', () => {
  const line = (checks: CheckRecord[]) => timelineSummary(findingTimelines(checks)[0]!, '2025-04-20');
  // Noted on 2 Mar; the check of 2 Apr said nothing about it.
  expect(line([check('2025-03-02', [lump('NEW')]), check('2025-04-02')])).toBe(
    'First noted 2 Mar; not recorded in a check since.',
  );
  expect(
    line([check('2025-03-02', [lump('NEW')]), check('2025-04-02', [lump('STILL_THERE')]), check('2025-04-15')]),
  ).toBe('First noted 2 Mar; last recorded as still there on 2 Apr.');
  expect(line([check('2025-03-02', [lump('NEW')]), check('2025-04-02', [lump('CHANGED')])])).toBe(
    'First noted 2 Mar; last recorded as changed on 2 Apr.',
  );
  expect(line([check('2025-03-02', [lump('NEW')]), check('2025-04-02', [lump('GONE')])])).toBe(
    'First noted 2 Mar; last found 2 Mar; gone by 2 Apr.',
  );
});

test('the archive groups checks by month, newest first', () => {
  const groups = groupByMonth([check('2025-09-30'), check('2025-10-01'), check('2025-10-20'), check('2024-10-05')]);
  expect(groups.map((group) => [group.label, group.checks.map((c) => c.day)])).toEqual([
    ['October 2025', ['2025-10-20', '2025-10-01']],
    ['September 2025', ['2025-09-30']],
    ['October 2024', ['2024-10-05']],
  ]);
});
