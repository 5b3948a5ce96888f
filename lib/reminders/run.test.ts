import { decideReminder, type ReminderState } from './run';

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
