import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { singletonKey } from '@/backend/store/keys';
import type { Store } from '@/backend/store/store';
import {
  buildEmptyReminderCalendar,
  buildReminderCalendar,
  londonDate,
  nextDue,
  typicalCycleDays,
  verifyCalendarFeedToken,
  type LocalDate,
  type ReminderPlan,
} from '@/lib/reminders';
import { parseStoredPlan } from './reminders';

/** Also the name of the empty calendar, so a subscription keeps its name when she stops her reminders. */
const calendarName = (siteName: string) => `${siteName} reminders`;

/**
 * The calendar of her plan. Given her period starts (the signed-in download), a cycle-timed plan follows her
 * cycle as recorded: first a few days after her latest period ends, then every typical cycle. Without them (the
 * subscription, which anyone holding its address can read) it keeps to her day of the month, so the feed never
 * shows her cycle; so does a download with no recent start, as the job does.
 */
export function reminderCalendar(input: {
  plan: ReminderPlan;
  uid: string;
  siteUrl: string;
  siteName: string;
  now: Date;
  /** London dates of her recorded period starts; only ever for her own, signed-in download. */
  periodStarts?: readonly LocalDate[];
}): string | null {
  if (input.plan.frequency === 'NONE') return null;
  const today = londonDate(input.now);
  const starts = [...new Set(input.periodStarts ?? [])].filter((start) => start <= today).sort();
  const first = nextDue(input.plan, input.now, starts);
  if (!first) return null;
  const byCycle = first.basis === 'cycle';
  return buildReminderCalendar({
    plan: byCycle ? input.plan : { ...input.plan, timing: 'day-of-month' },
    firstDate: first.date,
    ...(byCycle ? { cycleDays: typicalCycleDays(starts) } : {}),
    siteName: input.siteName,
    uid: input.uid,
    domain: new URL(input.siteUrl).hostname,
    now: input.now,
    summary: `${input.siteName}: time for your check`,
    description: 'Your regular check reminder.',
    url: new URL('/checking', input.siteUrl).toString(),
    calendarName: calendarName(input.siteName),
  });
}

/**
 * The private subscription: on her day of the month even for a cycle-timed plan. The token names her and a feed id; it works only while that id is still hers
 * (revoking replaces it). Null for a bad or revoked token only. While she has no reminders it is the same calendar
 * with no event, so a calendar program drops the event and its alarm on its next refresh: one that found the
 * address failing would keep its last copy, alerting for ever.
 */
export async function calendarFeed(
  store: Store,
  token: string,
  keys: readonly string[],
  site: { url: string; name: string },
  now: Date,
): Promise<string | null> {
  const check = verifyCalendarFeedToken(token, keys);
  if (!check.ok) return null;
  const { Item: user } = await store.doc.send(
    new GetCommand({ TableName: store.tableName, Key: singletonKey(check.uid, 'User'), ConsistentRead: true }),
  );
  if (!user || user.calendarFeedId !== check.feedId) return null;
  const plan = parseStoredPlan(user.reminderPlan);
  const calendar = plan && reminderCalendar({ plan, uid: check.uid, siteUrl: site.url, siteName: site.name, now });
  return calendar ?? buildEmptyReminderCalendar({ siteName: site.name, calendarName: calendarName(site.name) });
}
