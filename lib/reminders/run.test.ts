import { addDays, londonInstant } from './local-date';
import { decideReminder, LAST_SENT_MATTERS_DAYS, upcomingReminderDate, type ReminderState } from './run';

const state = (overrides: Partial<ReminderState>): ReminderState => ({
  uid: 'u-1',
  plan: {
    frequency: 'MONTHLY',
    timing: 'day-of-month',
    dayOfMonth: 10,
    time: '09:00',
    startDate: '2026-01-01',
    channel: 'email',
  },
  next: '2026-04-10',
  periodStarts: [],
  ...overrides,
});

describe('decideReminder', () => {
  it('waits until the due time in London', () => {
    expect(decideReminder(state({}), new Date('2026-04-10T07:59:00Z'))).toEqual({ action: 'wait' });
  });

  it('sends once it is due, keyed by user and due date, and moves next on', () => {
    const decision = decideReminder(state({}), new Date('2026-04-10T08:00:00Z'));
    expect(decision).toMatchObject({ action: 'send', dueDate: '2026-04-10', sendKey: 'REMINDER#u-1#2026-04-10' });
    expect(decision.action === 'send' && decision.next?.date).toBe('2026-05-10');
  });

  it('gives two runs for the same due date the same key', () => {
    const first = decideReminder(state({}), new Date('2026-04-10T08:00:00Z'));
    const second = decideReminder(state({}), new Date('2026-04-10T08:01:00Z'));
    expect(first.action === 'send' && second.action === 'send' && first.sendKey === second.sendKey).toBe(true);
  });

  it('sends one reminder for a date the job missed and counts the next from now', () => {
    const decision = decideReminder(state({ next: '2026-01-10' }), new Date('2026-04-20T12:00:00Z'));
    expect(decision).toMatchObject({ action: 'send', dueDate: '2026-01-10' });
    expect(decision.action === 'send' && decision.next?.date).toBe('2026-05-10');
  });

  it('schedules a new plan without sending, and clears next when she turns reminders off', () => {
    expect(decideReminder(state({ next: null }), new Date('2026-04-01T00:00:00Z'))).toMatchObject({
      action: 'schedule',
      next: { date: '2026-04-10' },
    });
    const off = state({ plan: { ...state({}).plan, frequency: 'NONE' } });
    expect(decideReminder(off, new Date('2026-04-01T00:00:00Z'))).toEqual({ action: 'schedule', next: null });
    expect(decideReminder({ ...off, next: null }, new Date('2026-04-01T00:00:00Z'))).toEqual({ action: 'wait' });
  });
});

describe('a reminder timed to her cycle', () => {
  // Monthly, a few days after her period ends (10 days after it starts), set on 1 February 2026 with starts on 1 and
  // 29 January recorded.
  const cycle = (overrides: Partial<ReminderState>) =>
    state({
      plan: { ...state({}).plan, timing: 'cycle', startDate: '2026-02-01' },
      periodStarts: ['2026-01-01', '2026-01-29'],
      ...overrides,
    });

  it('moves to a few days after a late period once she records it, before the old date is due', () => {
    // Sent on 8 February and 8 March; her period was late and started on 8 March, recorded on 19 March. Her
    // cycle is now 33 days (the middle of 28 and 38), so the next start is expected on 10 April.
    const recorded = cycle({ next: '2026-04-05', periodStarts: ['2026-01-01', '2026-01-29', '2026-03-08'] });
    const decision = decideReminder(recorded, new Date('2026-03-19T12:00:00Z'));
    expect(decision).toMatchObject({ action: 'schedule', next: { date: '2026-04-20', basis: 'cycle' } });
    expect(upcomingReminderDate(recorded, new Date('2026-03-19T12:00:00Z'))).toBe('2026-04-20');
    // Once the new date is stored, later runs leave it alone.
    expect(decideReminder({ ...recorded, next: '2026-04-20' }, new Date('2026-04-05T09:30:00Z'))).toEqual({
      action: 'wait',
    });
  });

  it('keeps its date while her records still predict it', () => {
    const unchanged = cycle({ next: '2026-04-05' });
    expect(decideReminder(unchanged, new Date('2026-03-16T12:00:00Z'))).toEqual({ action: 'wait' });
    expect(upcomingReminderDate(unchanged, new Date('2026-03-16T12:00:00Z'))).toBe('2026-04-05');
  });

  it('leaves her fixed day for a few days after the end of her first recorded period', () => {
    const first = cycle({ next: '2026-03-10', periodStarts: ['2026-03-01'] });
    expect(decideReminder(first, new Date('2026-03-02T12:00:00Z'))).toMatchObject({
      action: 'schedule',
      next: { date: '2026-03-11', basis: 'cycle' },
    });
  });

  describe('never twice for one period', () => {
    // Periods started on 28 February and 30 March (a 30-day cycle). The release that timed reminders 7 days after
    // a start sent the one due on 6 April and stored 6 May as next.
    const afterOldRelease = cycle({ next: '2026-05-06', periodStarts: ['2026-02-28', '2026-03-30'] });

    it('does not bring the date forward into the period whose reminder has just gone', () => {
      const decision = decideReminder({ ...afterOldRelease, lastSent: '2026-04-06' }, new Date('2026-04-07T12:00:00Z'));
      // Not 9 April (10 days after 30 March, 3 days after the last one), but 10 days after the next expected start.
      expect(decision).toMatchObject({ action: 'schedule', next: { date: '2026-05-09', basis: 'cycle' } });
    });

    it('gives a period that starts after the last reminder its own reminder', () => {
      // Sent on 6 April; her next period came early, on 20 April, and she records it on 22 April.
      const early = { ...afterOldRelease, periodStarts: ['2026-02-28', '2026-03-30', '2026-04-20'] };
      const decision = decideReminder({ ...early, lastSent: '2026-04-06' }, new Date('2026-04-22T12:00:00Z'));
      expect(decision).toMatchObject({ action: 'schedule', next: { date: '2026-04-30', basis: 'cycle' } });
    });

    it('counts the next date after a send from a period that begins after it', () => {
      // 30 March recorded only just before the reminder due on 6 April went: next is not 9 April.
      const late = cycle({ next: '2026-04-06', periodStarts: ['2026-02-28', '2026-03-30'] });
      const decision = decideReminder(late, new Date('2026-04-06T09:05:00Z'));
      expect(decision).toMatchObject({ action: 'send', dueDate: '2026-04-06', next: { date: '2026-05-09' } });
    });

    it(`needs the day the last one went for ${LAST_SENT_MATTERS_DAYS} days after it, and no longer`, () => {
      // Sent on 8 November; whatever start before that day she records later, from the 10th day on the job
      // decides as it would knowing nothing of the send, so its send records need not outlive those days.
      const sentOn = '2026-11-08';
      const plan = { ...state({}).plan, timing: 'cycle' as const, startDate: '2026-09-01' };
      const decide = (start: string, day: string, lastSent: string | null) =>
        decideReminder(
          { uid: 'u-1', plan, next: '2026-12-06', periodStarts: ['2026-09-03', '2026-10-01', start], lastSent },
          londonInstant(day, '00:00'),
        );
      const daysBefore = Array.from({ length: 40 }, (_, n) => addDays(sentOn, -1 - n));
      const laterDays = Array.from({ length: 5 }, (_, n) => addDays(sentOn, LAST_SENT_MATTERS_DAYS + n));
      for (const start of daysBefore) {
        for (const day of laterDays) expect(decide(start, day, sentOn)).toEqual(decide(start, day, null));
      }
      // The day before, a start on 7 November still puts a date into that period without it.
      const lastDay = addDays(sentOn, LAST_SENT_MATTERS_DAYS - 1);
      expect(decide('2026-11-07', lastDay, sentOn)).not.toEqual(decide('2026-11-07', lastDay, null));
    });
  });

  it('does not move a day-of-month plan, whatever she records', () => {
    const fixed = state({ next: '2026-04-10', periodStarts: ['2026-03-08'] });
    expect(decideReminder(fixed, new Date('2026-03-16T12:00:00Z'))).toEqual({ action: 'wait' });
    expect(upcomingReminderDate(fixed, new Date('2026-03-16T12:00:00Z'))).toBe('2026-04-10');
  });
});
