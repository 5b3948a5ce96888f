import Link from 'next/link';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { HEALTH_CONSENT_FAILURE, healthConsentOf } from '@/lib/data/health-consent';
import { buildGpReport } from '@/lib/report';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { ReportControls } from './_components/report-controls';
import { ReportView } from './_components/report-view';
import { QuestionsForm } from './_components/questions-form';
import { expectedInput } from '@/lib/forms/account-expected';
import { initialFormState } from '@/lib/forms/form-state';
import { loadReportInput, parseRange } from './report-input';
import '@/components/ui/print-page.css';
import './report-print.css';

export const metadata = protectedMetadata('/report');

const page = protectedPage('/report');

export default async function ReportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // The gate: the report is health data, so the page checks the session itself.
  const session = await requireUser(page.path);
  const params = await searchParams;
  const range = parseRange(params.range);
  const includeDob = params.dob === 'yes';

  const consent = await healthConsentOf(session);
  if (consent !== 'given') {
    return (
      <>
        <PageIntro heading={page.title} purpose={page.purpose} />
        <DataUnavailable reason={HEALTH_CONSENT_FAILURE[consent]} nextPath={page.path} />
      </>
    );
  }
  const input = await loadReportInput(session, includeDob);
  return (
    <>
      <div data-print-hide>
        <PageIntro heading={page.title} purpose={page.purpose}>
          <p className="mt-3">
            Take it to your appointment, or read{' '}
            <Link href="/doctor" className="text-ink underline decoration-pink decoration-2">
              what to expect when you see your GP
            </Link>
            .
          </p>
        </PageIntro>
      </div>
      <ReportControls range={range} includeDob={includeDob} />
      {input.ok ? (
        <>
          <QuestionsForm
            initial={initialFormState({
              questions: input.value.gpQuestions ?? '',
              ...expectedInput('questions', input.value.read),
            })}
          />
          <ReportView report={buildGpReport(range, new Date(), input.value.person, input.value.records)} />
        </>
      ) : (
        <DataUnavailable reason={input.reason} nextPath={page.path} />
      )}
    </>
  );
}
