import type { ReactNode } from 'react';
import { HealthConsentNotice } from '@/components/privacy/health-consent-notice';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { DeletedNotice } from '@/components/ui/deleted-notice';
import { requireUser } from '@/lib/auth/session';
import { newCheckInState, type CheckInState } from '@/lib/forms/check-in';
import { protectedPage } from '@/lib/site/protected-pages';
import { SCALES, type SymptomDiaryKind } from '@/lib/trends';
import { CheckInForm } from './check-in-form';
import { KindHistoryCharts } from './kind-history-charts';
import { loadKindHistory } from './load-kind-history';
import { SYMPTOM_DIARY_PATHS } from './paths';

interface SymptomDiaryProps {
  kind: SymptomDiaryKind;
  action: (previous: CheckInState, form: FormData) => Promise<CheckInState>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  /** What the symptoms are, when to see a GP, and the sources. */
  about: ReactNode;
}

/** The body of /physical and /menopausal: a new entry at the top, her entries of the kind over time below. */
export async function SymptomDiary({ kind, action, searchParams, about }: SymptomDiaryProps) {
  const page = protectedPage(SYMPTOM_DIARY_PATHS[kind]);
  // The gate: the page shows and saves personal data, so it checks the session itself (the action does too).
  const session = await requireUser(page.path);
  const history = await loadKindHistory(session, kind, await searchParams);
  const { entries } = history;
  if (!entries.ok && entries.reason === 'paused') {
    return (
      <>
        <PageIntro heading={page.title} purpose={page.purpose} />
        <HealthConsentNotice />
        {about}
      </>
    );
  }
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      {history.deleted ? (
        <DeletedNotice>{`Your ${SCALES[kind].name.toLowerCase()} ${SCALES[kind].entry.one} has been deleted.`}</DeletedNotice>
      ) : null}
      <CheckInForm uid={session.sub} kind={kind} action={action} initial={newCheckInState(history.today)} />
      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="mb-3 text-2xl font-bold">
          Your {SCALES[kind].name.toLowerCase()} over time
        </h2>
        {entries.ok ? (
          <KindHistoryCharts
            kind={kind}
            {...history}
            entries={entries.value}
            basePath={page.path}
            add={{ href: `${page.path}#${kind}-level`, label: 'Add your first entry' }}
          />
        ) : (
          <DataUnavailable reason={entries.reason} nextPath={page.path} />
        )}
      </section>
      {about}
    </>
  );
}
