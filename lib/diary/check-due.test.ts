import { checkDue, type DueCheck } from './check-due';

const check = (day: string, extra: Partial<DueCheck> = {}): DueCheck => ({
  checked: `${day}T09:00:00Z`,
  day,
  cycle: { kind: 'not-given' },
  cycleLength: null,
  ...extra,
});

test('says so when she has never checked', () => {
  expect(checkDue([], '2026-11-23')).toEqual({ status: 'never' });
});

test('is four weeks after her latest check when her cycle is not known, whatever order the checks come in', () => {
  expect(checkDue([check('2026-10-01'), check('2026-11-01'), check('2026-09-01')], '2026-11-10')).toEqual({
    status: 'upcoming',
    lastCheck: '2026-11-01',
    nextDue: '2026-11-29',
    daysLeft: 19,
  });
});

test('follows her usual cycle, so she checks at the same point each cycle', () => {
  expect(checkDue([check('2026-11-01', { cycleLength: 32 })], '2026-11-10')).toMatchObject({ nextDue: '2026-12-03' });
  const periods = ['2026-08-03', '2026-09-03', '2026-10-04'].map((start) =>
    check(start, { cycle: { kind: 'period', periodStart: start } }),
  );
  // Cycles of 31 and 31 days from the period starts she gave, counted from the latest check's day.
  expect(checkDue(periods, '2026-10-10')).toMatchObject({ lastCheck: '2026-10-04', nextDue: '2026-11-04' });
});

test('is due within three days either side, then overdue; a check today starts it again', () => {
  const october = [check('2026-10-01')];
  expect(checkDue(october, '2026-10-25')).toMatchObject({ status: 'upcoming', daysLeft: 4 });
  expect(checkDue(october, '2026-10-26')).toMatchObject({ status: 'due', daysLeft: 3 });
  expect(checkDue(october, '2026-11-01')).toMatchObject({ status: 'due', daysLeft: -3 });
  expect(checkDue(october, '2026-11-02')).toMatchObject({ status: 'overdue', daysLeft: -4 });
  expect(checkDue([...october, check('2026-11-02')], '2026-11-02')).toMatchObject({
    status: 'upcoming',
    nextDue: '2026-11-30',
  });
});

test('counts a check on the UK day it was done', () => {
  // 00:30 on 1 October in London is still 30 September in UTC.
  const lateNight = check('2026-10-01', { checked: '2026-09-30T23:30:00Z' });
  expect(checkDue([lateNight], '2026-10-02')).toMatchObject({ lastCheck: '2026-10-01', nextDue: '2026-10-29' });
});
