import ICAL from 'ical.js';
import type { Store } from '@/backend/store/store';
import { createCalendarFeedToken, type ReminderPlan } from '@/lib/reminders';
import { calendarFeed, reminderCalendar } from './calendar-feed';

/**
 * A plan timed to her cycle in a calendar: her own download follows her recorded cycle; the subscription, which
 * anyone holding its address can read, keeps to her day of the month.
 */
const KEY = 'a-test-only calendar signing key of enough length';
// Monthly, a few days after her period ends (10 days after it starts; else the 20th), at 09:00.
const cyclePlan: ReminderPlan = {
  frequency: 'MONTHLY',
  timing: 'cycle',
  dayOfMonth: 20,
  time: '09:00',
  startDate: '2026-02-01',
  channel: 'email',
};
// Starts 30 days apart; the latest on 8 March 2026. The calendar is made on 9 March.
const starts = ['2026-01-07', '2026-02-06', '2026-03-08'];
const now = new Date('2026-03-09T12:00:00Z');
const site = { url: 'https://venus.example', name: 'Venus' };

function event(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return {
    start: vevent.getFirstPropertyValue('dtstart')!.toString().slice(0, 10),
    rule: String(vevent.getFirstPropertyValue('rrule')),
  };
}

const download = (periodStarts?: readonly string[]) =>
  reminderCalendar({ plan: cyclePlan, uid: 'user-1', siteUrl: site.url, siteName: site.name, now, periodStarts })!;

test('her download starts 10 days after her latest period start and repeats every cycle she has recorded', () => {
  expect(event(download(starts))).toEqual({ start: '2026-03-18', rule: 'FREQ=DAILY;INTERVAL=30' });
});

test('a download with no recent start keeps to her day of the month, as her emails do', () => {
  expect(event(download([]))).toEqual({ start: '2026-03-20', rule: 'FREQ=MONTHLY;BYMONTHDAY=20' });
});

test('the subscription keeps to her day of the month and reads nothing of her cycle', async () => {
  const user = { uid: 'user-1', calendarFeedId: 'feed-1', reminderPlan: JSON.stringify(cyclePlan) };
  const send = jest.fn(async () => ({ Item: user }));
  const store = { tableName: 'table', doc: { send } } as unknown as Store;
  const token = createCalendarFeedToken('user-1', 'feed-1', KEY);
  const ics = await calendarFeed(store, token, [KEY], site, now);
  expect(event(ics!)).toEqual({ start: '2026-03-20', rule: 'FREQ=MONTHLY;BYMONTHDAY=20' });
  // Her User record only: none of her checks.
  expect(send).toHaveBeenCalledTimes(1);
});

/** Her subscription as a calendar program reads it, her User record being `user`. */
async function subscription(user: Record<string, unknown>) {
  const store = { tableName: 'table', doc: { send: async () => ({ Item: user }) } } as unknown as Store;
  return calendarFeed(store, createCalendarFeedToken('user-1', 'feed-1', KEY), [KEY], site, now);
}

test.each([
  ['she stopped her reminders', { reminderPlan: JSON.stringify({ ...cyclePlan, frequency: 'NONE' }) }],
  ['her record has no plan', {}],
])('when %s, the subscription is the same calendar with no event, so her calendar drops it', async (_, fields) => {
  const ics = await subscription({ uid: 'user-1', calendarFeedId: 'feed-1', reminder: 'NONE', ...fields });
  const calendar = new ICAL.Component(ICAL.parse(ics!));
  expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Venus reminders');
});

test('a revoked address still answers nothing', async () => {
  const user = { uid: 'user-1', calendarFeedId: 'feed-2', reminderPlan: JSON.stringify(cyclePlan) };
  expect(await subscription(user)).toBeNull();
});
