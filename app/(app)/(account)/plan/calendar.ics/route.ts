import { reminderCalendar } from '@/backend/jobs/calendar-feed';
import { requireUser } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { loadReminderPeriodStarts } from '@/lib/data/reminder-timing';
import { loadUser } from '@/lib/data/users';
import { brand } from '@/lib/site/brand';

export const dynamic = 'force-dynamic';

const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

const unavailable = () =>
  new Response('Your plan could not be loaded just now. Please try again in a minute.', {
    status: 503,
    headers: plain,
  });

/**
 * Her reminders as an .ics file (RFC 5545: a repeating event at her London time, with an alarm). Only this
 * signed-in download follows her cycle as recorded today; the subscription keeps to her day of the month.
 */
export async function GET(): Promise<Response> {
  const session = await requireUser('/plan');
  const user = await loadUser(session);
  if (!user.ok) return unavailable();
  const plan = user.value.reminderPlan;
  const starts = plan ? await loadReminderPeriodStarts(session, plan) : null;
  if (starts && !starts.ok) return unavailable();
  const ics =
    plan &&
    reminderCalendar({
      plan,
      uid: session.sub,
      siteUrl: config.siteUrl,
      siteName: brand.name,
      now: new Date(),
      periodStarts: starts?.value,
    });
  if (!ics)
    return new Response('Set how often to be reminded first: there is nothing to put in a calendar yet.', {
      status: 404,
      headers: plain,
    });
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="check-reminders.ics"',
      'cache-control': 'no-store',
    },
  });
}
