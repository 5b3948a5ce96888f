import { runTime } from './reminders';

const now = new Date('2026-11-23T12:03:00.000Z');

describe('runTime', () => {
  it('is the time the schedule meant, not the time the Lambda happened to start', () => {
    expect(runTime({ scheduledTime: '2026-11-23T12:00:00Z' }, now).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('falls back to the clock for a missing or unreadable schedule time', () => {
    expect(runTime(null, now)).toBe(now);
    expect(runTime({ scheduledTime: 'not a time' }, now)).toBe(now);
  });
});
