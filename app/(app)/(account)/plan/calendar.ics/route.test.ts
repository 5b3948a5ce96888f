/** The signed-in calendar download: for a plan timed to her cycle, it follows the period starts she has recorded. */
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'user-1' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'https://venus.example' } }));
const plan = {
  frequency: 'MONTHLY',
  timing: 'cycle',
  dayOfMonth: 20,
  time: '09:00',
  startDate: '2026-02-01',
  channel: 'email',
};
jest.mock('@/lib/data/users', () => ({ loadUser: async () => ({ ok: true, value: { reminderPlan: plan } }) }));
const loadChecks = jest.fn();
jest.mock('@/lib/data/observations', () => ({ loadChecks: () => loadChecks() }));

// Imported after the mocks so the route picks them up.
const { GET } = require('./route') as typeof import('./route');

const withPeriodStart = (periodStart: string) => ({ cycle: { kind: 'period', periodStart } });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-09T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('her download starts 10 days after her latest period start and repeats every cycle she has recorded', async () => {
  loadChecks.mockResolvedValue({ ok: true, value: ['2026-03-08', '2026-02-06', '2026-01-07'].map(withPeriodStart) });
  const response = await GET();
  expect(response.status).toBe(200);
  const ics = await response.text();
  expect(ics).toContain('DTSTART;TZID=Europe/London:20260318T090000');
  expect(ics).toContain('RRULE:FREQ=DAILY;INTERVAL=30');
});

test('when her checks cannot be read just now, she is asked to try again rather than given her fixed day', async () => {
  loadChecks.mockResolvedValue({ ok: false, reason: 'unavailable' });
  const response = await GET();
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
});
