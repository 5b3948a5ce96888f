import type { AccountUser } from './account-user';
import type { LoadResult } from './calls';

/** /plan's "next reminder" for a plan timed to her cycle: worked out from her records as they are now. */
const loadChecks = jest.fn<Promise<LoadResult<unknown[]>>, []>();
jest.mock('./observations', () => ({ loadChecks: () => loadChecks() }));

// Imported after the mock so the module picks it up.
const { loadUpcomingReminderDate } = require('./reminder-timing') as typeof import('./reminder-timing');

const session = { sub: 'user-1' } as never;
const withPeriodStart = (periodStart: string) => ({ cycle: { kind: 'period', periodStart } });
// Monthly, a few days after her period ends (else the 2nd), set on 1 February 2026; next stored as 2 April.
const user = {
  uid: 'user-1',
  reminder: 'MONTHLY',
  nextCheckDue: '2026-04-02',
  reminderPlan: {
    frequency: 'MONTHLY',
    timing: 'cycle',
    dayOfMonth: 2,
    time: '09:00',
    startDate: '2026-02-01',
    channel: 'email',
  },
} as AccountUser;

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-16T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('a late period she has just recorded moves the date at once, before the job stores it', async () => {
  loadChecks.mockResolvedValue({
    ok: true,
    value: ['2026-03-08', '2026-01-29', '2026-01-01'].map(withPeriodStart),
  });
  // 10 days after the 8 March start: a few days after a typical period ends.
  expect(await loadUpcomingReminderDate(session, user)).toBe('2026-03-18');
});

test('while her health features are paused, her fixed day, as the job has it', async () => {
  loadChecks.mockResolvedValue({ ok: false, reason: 'paused' });
  expect(await loadUpcomingReminderDate(session, user)).toBe('2026-04-02');
  expect(await loadUpcomingReminderDate(session, { ...user, nextCheckDue: '2026-03-25' })).toBe('2026-04-02');
});

test('the stored date when her checks cannot be read just now, and none when reminders are off', async () => {
  loadChecks.mockResolvedValue({ ok: false, reason: 'unavailable' });
  expect(await loadUpcomingReminderDate(session, { ...user, nextCheckDue: '2026-03-25' })).toBe('2026-03-25');
  expect(await loadUpcomingReminderDate(session, { ...user, reminder: 'NONE' })).toBeNull();
});
