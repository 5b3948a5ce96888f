import { NextStepsSection } from '@/components/risk/next-steps';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { healthConsentOf } from '@/lib/data/health-consent';
import { loadUpcomingReminderDate } from '@/lib/data/reminder-timing';
import { loadUser } from '@/lib/data/users';
import { initialFormState } from '@/lib/forms/form-state';
import { londonDate } from '@/lib/reminders/local-date';
import { formatDate } from '@/lib/report';
import { pausedTimingWords } from '@/lib/reminders/plan-words';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { CalendarSection } from './_components/calendar-section';
import { PlanForm } from './_components/plan-form';
import { planInputOf } from './plan-input';
import '@/components/ui/print-page.css';
import './plan-print.css';

export const metadata = protectedMetadata('/plan');

const page = protectedPage('/plan');

export default async function PlanPage() {
  const session = await requireUser(page.path);
  const result = await loadUser(session);
  if (!result.ok) {
    return (
      <>
        <PageIntro heading={page.title} purpose={page.purpose} />
        <DataUnavailable reason={result.reason} nextPath={page.path} />
      </>
    );
  }
  const user = result.value;
  const [nextReminder, consent] = await Promise.all([
    loadUpcomingReminderDate(session, user),
    healthConsentOf(session),
  ]);
  const pausedTiming = pausedTimingWords(user.reminderPlan, consent === 'withdrawn');
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose}>
        {nextReminder ? (
          <p className="mt-3" data-testid="next-due">
            Your next reminder: {formatDate(nextReminder)}
          </p>
        ) : null}
      </PageIntro>
      <NextStepsSection session={session} completed={user.hasCompletedProfile} dateOfBirth={user.dateOfBirth} />
      <section aria-labelledby="reminders-heading" data-print-hide>
        <h2 id="reminders-heading" className="mb-4 text-2xl font-bold">
          Check reminders
        </h2>
        {pausedTiming ? (
          <p className="mb-4" data-testid="paused-timing">
            {pausedTiming}
          </p>
        ) : null}
        <PlanForm initial={initialFormState(planInputOf(user, londonDate(new Date())))} />
      </section>
      <div data-print-hide>
        <CalendarSection user={user} healthPaused={consent === 'withdrawn'} />
      </div>
    </>
  );
}
