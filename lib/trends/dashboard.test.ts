import type { CheckDue } from '@/lib/diary/check-due';
import { checkInsThisMonth, nextAction } from './dashboard';

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
  const upcoming: CheckDue = { status: 'upcoming', lastCheck: '2026-11-20', nextDue: '2026-12-18', daysLeft: 25 };
  const overdue: CheckDue = { status: 'overdue', lastCheck: '2026-10-01', nextDue: '2026-10-29', daysLeft: -25 };
  it('puts a self-check first when she has never done one or one is due', () => {
    expect(nextAction({ status: 'never' }, '2026-11-22', '2026-11-23')).toBe('first-check');
    expect(nextAction(overdue, '2026-11-22', '2026-11-23')).toBe('check');
  });

  it('asks about her week when there is no check-in in the last 7 days', () => {
    expect(nextAction(upcoming, null, '2026-11-23')).toBe('week');
    expect(nextAction(upcoming, '2026-11-16', '2026-11-23')).toBe('week');
  });

  it('otherwise points to her patterns', () => {
    expect(nextAction(upcoming, '2026-11-17', '2026-11-23')).toBe('monitor');
  });
});
