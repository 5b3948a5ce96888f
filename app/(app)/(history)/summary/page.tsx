import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadAllCheckIns } from '@/lib/data/check-ins';
import { loadChecks } from '@/lib/data/observations';
import { loadAccount } from '@/lib/data/users';
import { checkDue } from '@/lib/diary/check-due';
import { openFindings } from '@/lib/diary/findings';
import { initialFormState } from '@/lib/forms/form-state';
import { checkInDefaults, type WeekField } from '@/lib/forms/check-in';
import { newRecordId, RECORD_ID_FIELD } from '@/lib/forms/record';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { addMonths, CHECK_IN_KINDS, checkInsThisMonth, nextAction, toDay } from '@/lib/trends';
import { UnavailablePage } from '../_components/unavailable-page';
import { mergeJustSavedWeek } from '../_lib/just-saved';
import { WeekForm } from '../_components/week-form';
import { ChecksPanel, LevelsPanel, NextActionPanel } from './_components/dashboard-panels';
import { MoreForYou } from './_components/more-for-you';
import { RiskPanel } from './_components/risk-panel';

export const metadata = protectedMetadata('/summary');

const page = protectedPage('/summary');

export default async function SummaryPage() {
  const session = await requireUser(page.path);
  const today = toDay(new Date());
  // Sparklines show 3 months; "this month" is inside them.
  const range = { from: addMonths(today, -3), to: today };
  const [listed, checks, account] = await Promise.all([
    loadAllCheckIns(session, range),
    loadChecks(session),
    loadAccount(session),
  ]);
  // The week she has just saved, which the index may not list yet, as the levels and next step count it.
  const checkIns = listed.ok
    ? { ok: true as const, value: await mergeJustSavedWeek(session, listed.value, range) }
    : listed;
  const intro = <PageIntro heading={page.title} purpose={page.purpose} />;
  if (!checkIns.ok || !checks.ok)
    return <UnavailablePage intro={intro} loads={[checkIns, checks]} nextPath={page.path} />;

  const due = checkDue(checks.value, today);
  const latestCheckIn =
    CHECK_IN_KINDS.flatMap((kind) => checkIns.value[kind].map((entry) => entry.checked))
      .sort()
      .at(-1) ?? null;
  const weekInitial = initialFormState<WeekField>({ ...checkInDefaults(today), [RECORD_ID_FIELD]: newRecordId() });
  return (
    <>
      {intro}
      <div className="grid gap-6">
        <NextActionPanel action={nextAction(due, latestCheckIn, today)} />
        <div className="grid gap-6 lg:grid-cols-2">
          <ChecksPanel due={due} open={openFindings(checks.value)} />
          <LevelsPanel entries={checkIns.value} thisMonth={checkInsThisMonth(checkIns.value, today)} today={today} />
        </div>
        <RiskPanel profile={account.ok ? account.value.profile : null} />
        <section id="week" aria-labelledby="week-heading" className="scroll-mt-4">
          <h2 id="week-heading" className="mb-2 text-2xl font-bold">
            How has your week been?
          </h2>
          <p className="mb-4 text-ink-muted">
            Your stress, sleep, mood and tiredness in one go. Each is 0 (fine) to 10 (worst).
          </p>
          <WeekForm uid={session.sub} initial={weekInitial} />
        </section>
        <MoreForYou />
      </div>
    </>
  );
}
