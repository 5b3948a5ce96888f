import type { Day } from '@/lib/trends';
import { pointLastDay } from './summaries';

describe('pointLastDay', () => {
  it('ends a weekly point on the Sunday of its week, even when the range starts it mid-week', () => {
    expect(pointLastDay('2026-03-02' as Day, 'week')).toBe('2026-03-08'); // a Monday
    expect(pointLastDay('2026-03-05' as Day, 'week')).toBe('2026-03-08'); // the range's first day, a Thursday
  });

  it('leaves a daily point on its own day', () => {
    expect(pointLastDay('2026-03-05' as Day, 'day')).toBe('2026-03-05');
  });
});
