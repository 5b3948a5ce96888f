import { checkInsThisMonth, nextAction, nextCheckDue } from './dashboard';

describe('nextCheckDue', () => {
  it('says so when she has never checked', () => {
    expect(nextCheckDue(null, null, '2026-11-23')).toEqual({ status: 'never' });
  });

  it('is four weeks after the last check when her cycle is not known', () => {
    expect(nextCheckDue('2026-11-01', null, '2026-11-10')).toEqual({
      status: 'upcoming',
      lastCheck: '2026-11-01',
      nextDue: '2026-11-29',
      daysLeft: 19,
    });
  });

  it('follows her usual cycle length, so she checks at the same point each cycle', () => {
    expect(nextCheckDue('2026-11-01', 32, '2026-11-10')).toMatchObject({ nextDue: '2026-12-03' });
  });

  it('is due within three days either side, then overdue', () => {
    expect(nextCheckDue('2026-10-01', null, '2026-10-26')).toMatchObject({ status: 'due', daysLeft: 3 });
    expect(nextCheckDue('2026-10-01', null, '2026-11-01')).toMatchObject({ status: 'due', daysLeft: -3 });
    expect(nextCheckDue('2026-10-01', null, '2026-11-02')).toMatchObject({ status: 'overdue', daysLeft: -4 });
  });
});

describe('checkInsThisMonth', () => {
  it('counts only the current calendar month, per kind', () => {
    const entries = {
      stress: [{ checked: '2026-11-01' }, { checked: '2026-11-20' }, { checked: '2026-10-31' }],
      sleep: [{ checked: '2025-11-05' }],
      mood: [],
      fatigue: [{ checked: '2026-11-23' }],
    };
    expect(checkInsThisMonth(entries, '2026-11-23')).toEqual({ stress: 2, sleep: 0, mood: 0, fatigue: 1 });
  });
});

describe('nextAction', () => {
  const upcoming = nextCheckDue('2026-11-20', null, '2026-11-23');
  it('puts a self-check first when she has never done one or one is due', () => {
    expect(nextAction({ status: 'never' }, '2026-11-22', '2026-11-23')).toBe('first-check');
    expect(nextAction(nextCheckDue('2026-10-01', null, '2026-11-23'), '2026-11-22', '2026-11-23')).toBe('check');
  });

  it('asks about her week when there is no check-in in the last 7 days', () => {
    expect(nextAction(upcoming, null, '2026-11-23')).toBe('week');
    expect(nextAction(upcoming, '2026-11-16', '2026-11-23')).toBe('week');
  });

  it('otherwise points to her patterns', () => {
    expect(nextAction(upcoming, '2026-11-17', '2026-11-23')).toBe('monitor');
  });
});
