import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { SessionDownloadLink } from '@/components/auth/session-download-link';
import { config } from '@/lib/config';
import type { AccountUser } from '@/lib/data/account-user';
import { calendarFeedUrl, createCalendarFeedToken } from '@/lib/reminders';
import { CalendarFeedForm } from './calendar-feed-form';

const linkButton =
  'inline-flex min-h-11 items-center rounded-md border-2 border-pink px-5 py-2 font-semibold text-ink no-underline';

/**
 * Signed with the newest key (on AWS read from Secrets Manager, so a rotated key is used within minutes). When
 * the key cannot be read, only the address is missing: the rest of her plan still shows.
 */
async function privateFeedUrl(uid: string, calendarFeedId: string): Promise<string | 'unavailable'> {
  try {
    const [newest] = await reminderSigningKeys();
    return calendarFeedUrl(config.siteUrl, createCalendarFeedToken(uid, calendarFeedId, newest!));
  } catch {
    console.error('[reminders] the link signing key could not be read for the calendar address');
    return 'unavailable';
  }
}

/**
 * The .ics download and the private subscription address she can revoke. For a plan timed to her cycle, only the
 * signed-in download follows it: the subscription keeps to her fixed day, as anyone holding its address can read it.
 * An address she made stays here to switch off while she has no reminders, as it still answers (with no event).
 * `healthPaused`: her health features are paused, so the page's own line says her reminders keep to her fixed day.
 */
export async function CalendarSection({ user, healthPaused = false }: { user: AccountUser; healthPaused?: boolean }) {
  const hasReminders = Boolean(user.reminderPlan && user.reminderPlan.frequency !== 'NONE');
  // While her health features are paused, the download reads no periods either: it keeps to her fixed day.
  const byCycle = user.reminderPlan?.frequency === 'MONTHLY' && user.reminderPlan.timing === 'cycle' && !healthPaused;
  const feedUrl = user.calendarFeedId ? await privateFeedUrl(user.uid, user.calendarFeedId) : null;
  return (
    <section aria-labelledby="calendar-heading" className="mt-12 max-w-2xl">
      <h2 id="calendar-heading" className="mb-4 text-2xl font-bold">
        In your calendar
      </h2>
      {hasReminders ? (
        <>
          <p className="mb-4">
            Add your reminders to your phone’s or computer’s calendar, with an alert at the time you chose.
            {byCycle
              ? ' The file follows your cycle as recorded when you download it: download it again after you record a new period start.'
              : null}
          </p>
          <SessionDownloadLink href="/plan/calendar.ics" className={linkButton}>
            Download the calendar file (.ics)
          </SessionDownloadLink>
          <h3 className="mb-2 mt-8 text-xl font-bold">Subscribe instead</h3>
          <p className="mb-4">
            A private address your calendar checks each day, so changes to your plan follow. Anyone with the address can
            see when your reminders are (nothing else): switch it off or make a new one at any time.
            {byCycle
              ? ' Because anyone with the address can see it, a subscription uses your fixed day of the month, not your cycle.'
              : null}
          </p>
          <FeedAddress feedUrl={feedUrl} />
          <CalendarFeedForm active={Boolean(user.calendarFeedId)} />
        </>
      ) : (
        <>
          <p className="mb-4">
            Choose how often to be reminded above, and you can add the reminders to your calendar here.
          </p>
          {user.calendarFeedId ? (
            <>
              <h3 className="mb-2 mt-8 text-xl font-bold">Your calendar subscription</h3>
              <p className="mb-4">
                With no reminders set, your private address shows none: a calendar that subscribes to it removes your
                reminders the next time it checks, usually within a day. Switch the address off if you no longer want
                it; it would show your reminders again if you set them again.
              </p>
              <FeedAddress feedUrl={feedUrl} />
            </>
          ) : null}
          {/* Kept in place once the address is off, so its confirmation stays on screen. */}
          <CalendarFeedForm active={Boolean(user.calendarFeedId)} offerNew={false} />
        </>
      )}
    </section>
  );
}

function FeedAddress({ feedUrl }: { feedUrl: string | 'unavailable' | null }) {
  if (feedUrl === 'unavailable')
    return (
      <p role="status" className="mb-4">
        Your private calendar address cannot be shown just now. Please reload this page in a minute to see it.
      </p>
    );
  if (!feedUrl) return null;
  return (
    <p className="mb-4">
      <label htmlFor="feed-url" className="mb-1 block font-semibold">
        Your private calendar address
      </label>
      <input
        id="feed-url"
        readOnly
        value={feedUrl}
        className="block min-h-11 w-full rounded-md border-2 border-line bg-surface px-3 text-ink"
      />
    </p>
  );
}
