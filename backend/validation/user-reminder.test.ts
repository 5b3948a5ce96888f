import { updateUserArgs } from './user';

const parse = (input: Record<string, unknown>) => updateUserArgs(new Date('2026-03-01T00:00:00Z')).safeParse({ input });
const plan = {
  frequency: 'MONTHLY',
  timing: 'cycle',
  dayOfMonth: 12,
  time: '07:45',
  startDate: '2026-03-01',
  channel: 'email',
};

test('a reminder plan is stored as canonical JSON; anything that is not a plan is refused', () => {
  const ok = parse({ reminderPlan: JSON.stringify({ ...plan, dayOfMonth: '12' }) });
  expect(ok.success && JSON.parse(ok.data.input.reminderPlan!)).toEqual(plan);
  expect(parse({ reminderPlan: null }).success).toBe(true);
  expect(parse({ reminderPlan: JSON.stringify({ ...plan, time: '25:00' }) }).success).toBe(false);
  expect(parse({ reminderPlan: '{' }).success).toBe(false);
});

test('a calendar feed id is 16 to 64 URL-safe characters, or null to switch the feed off', () => {
  expect(parse({ calendarFeedId: 'A1b2C3d4E5f6G7h8_-' }).success).toBe(true);
  expect(parse({ calendarFeedId: null }).success).toBe(true);
  expect(parse({ calendarFeedId: 'short' }).success).toBe(false);
  expect(parse({ calendarFeedId: 'has spaces in it, sixteen+' }).success).toBe(false);
});
