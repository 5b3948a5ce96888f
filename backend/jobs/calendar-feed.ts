import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { singletonKey } from '@/backend/store/keys';
import type { Store } from '@/backend/store/store';
import { buildReminderCalendar, nextDue, verifyCalendarFeedToken, type ReminderPlan } from '@/lib/reminders';
import { parseStoredPlan } from './reminders';

/** The calendar of her plan: the same file for the download on /plan and for the subscription. */
export function reminderCalendar(input: {
  plan: ReminderPlan;
  uid: string;
  siteUrl: string;
  siteName: string;
  now: Date;
}): string | null {
  if (input.plan.frequency === 'NONE') return null;
  const first = nextDue(input.plan, input.now);
  if (!first) return null;
  return buildReminderCalendar({
    siteName: input.siteName,
    plan: input.plan,
    firstDate: first.date,
    uid: input.uid,
    domain: new URL(input.siteUrl).hostname,
    now: input.now,
    summary: `${input.siteName}: time for your check`,
    description: 'Your regular check reminder.',
    url: new URL('/checking', input.siteUrl).toString(),
    calendarName: `${input.siteName} reminders`,
  });
}

/**
 * The private subscription: the token names her and a feed id; it works only while that id is still hers
 * (revoking replaces it). Null for a bad or revoked token; an empty calendar is never served.
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
  return plan ? reminderCalendar({ plan, uid: check.uid, siteUrl: site.url, siteName: site.name, now }) : null;
}
