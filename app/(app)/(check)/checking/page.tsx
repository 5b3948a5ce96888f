import { HealthConsentNotice } from '@/components/privacy/health-consent-notice';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadChecks } from '@/lib/data/observations';
import { carriedOverItems } from '@/lib/diary/carry-over';
import { londonDate } from '@/lib/reminders/local-date';
import { newRecordId } from '@/lib/forms/record';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { CheckFlow } from './_components/check-flow';

export const metadata = protectedMetadata('/checking');

const page = protectedPage('/checking');

export default async function CheckingPage() {
  // The gate: this page shows her findings, so it checks the session itself (middleware only redirects).
  const session = await requireUser(page.path);
  const checks = await loadChecks(session);
  const carried = checks.ok ? carriedOverItems(checks.value, londonDate(new Date())) : [];
  // Withdrawn consent: a check she could not save would lose what she found, so the page says why it is paused.
  if (!checks.ok && checks.reason === 'paused') {
    return (
      <>
        <PageIntro heading={page.title} purpose={page.purpose} />
        <HealthConsentNotice />
      </>
    );
  }

  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      {checks.ok ? null : (
        <p role="status" className="mb-6 max-w-2xl rounded-md border border-line bg-surface p-4">
          We couldn’t load your earlier checks just now, so changes you noted before are not listed. You can still do
          your check and save it.
        </p>
      )}
      <CheckFlow uid={session.sub} recordId={newRecordId()} carried={carried} />
    </>
  );
}
