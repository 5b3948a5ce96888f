import { ThemeToggle } from '@/components/layout/theme-toggle';
import { PageIntro } from '@/components/ui/page-intro';
import { currentIdentityAttributes } from '@/lib/auth/current-identity';
import { requireUser } from '@/lib/auth/session';
import { healthConsentOf } from '@/lib/data/health-consent';
import { loadUpcomingReminderDate } from '@/lib/data/reminder-timing';
import { loadUser } from '@/lib/data/users';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { RemindersSummary } from './_components/reminders-summary';
import { SettingsForm } from './_components/settings-form';
import { OfferChoicesForm } from './_components/offer-choices-form';
import { offerChoiceInputOf } from '@/lib/forms/offer-choices';
import { initialFormState } from '@/lib/forms/form-state';
import { expectedInput } from '@/lib/forms/account-expected';
import { settingsInputOf } from './settings-input';
import { PrivacySections } from './_components/privacy-sections';
import { ChangeEmailForm } from './_components/change-email-form';

export const metadata = protectedMetadata('/settings');

const page = protectedPage('/settings');

export default async function SettingsPage() {
  // The gate: this page returns personal data, so it checks the session itself (middleware only redirects).
  const session = await requireUser(page.path);
  const result = await loadUser(session);
  const missingDetails = result.ok && (!result.value.prefix || !result.value.phone);
  // Her identity is read once per request (the consents below read the same answer). The next reminder is worked
  // out as /plan works it out: a cycle-timed plan's stored date can predate the period start she last recorded.
  const [identity, nextReminder, consent] = await Promise.all([
    missingDetails ? currentIdentityAttributes(session.accessToken) : null,
    result.ok ? loadUpcomingReminderDate(session, result.value) : null,
    healthConsentOf(session),
  ]);

  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      {result.ok ? (
        <>
          <section aria-labelledby="reminders-heading" className="mb-12">
            <h2 id="reminders-heading" className="mb-4 text-2xl font-bold">
              Reminders
            </h2>
            <RemindersSummary user={result.value} nextReminder={nextReminder} healthPaused={consent === 'withdrawn'} />
          </section>
          <section aria-labelledby="details-heading" className="mb-12">
            <h2 id="details-heading" className="mb-4 text-2xl font-bold">
              Your details
            </h2>
            <SettingsForm
              initial={initialFormState({
                ...settingsInputOf(result.value, identity),
                ...expectedInput('details', result.value.read),
              })}
            />
          </section>
          <section id="offer-news" aria-labelledby="offer-news-heading" className="mb-12 scroll-mt-4">
            <h2 id="offer-news-heading" className="mb-4 text-2xl font-bold">
              News of offers
            </h2>
            <OfferChoicesForm initial={initialFormState(offerChoiceInputOf(result.value.offerCategories))} />
          </section>
        </>
      ) : (
        <section aria-labelledby="details-heading" className="mb-12">
          <h2 id="details-heading" className="mb-4 text-2xl font-bold">
            Your details and reminders
          </h2>
          <DataUnavailable reason={result.reason} nextPath={page.path} />
        </section>
      )}
      <section aria-labelledby="email-heading" className="mb-12">
        <h2 id="email-heading" className="mb-4 text-2xl font-bold">
          Email address
        </h2>
        <p className="mb-4 max-w-2xl">
          We send a code to your new email. Your current email stays in use until you enter the code.
        </p>
        <ChangeEmailForm current={session.email} />
      </section>
      <PrivacySections session={session} />
      <section aria-labelledby="display-heading">
        <h2 id="display-heading" className="text-2xl font-bold">
          Display
        </h2>
        <p className="mt-2 text-ink-muted">Dark or light: this device remembers your choice.</p>
        <div className="mt-4">
          <ThemeToggle />
        </div>
      </section>
    </>
  );
}
