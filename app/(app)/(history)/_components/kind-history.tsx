import Link from 'next/link';
import { PageIntro } from '@/components/ui/page-intro';
import { DeletedNotice } from '@/components/ui/deleted-notice';
import { requireUser } from '@/lib/auth/session';
import { protectedPage } from '@/lib/site/protected-pages';
import { SCALES, type CheckInKind } from '@/lib/trends';
import { KindHistoryCharts } from './kind-history-charts';
import { loadKindHistory } from './load-kind-history';
import { Phq4History } from './phq4-history';
import { HISTORY_PATHS, RECORD_PATHS } from './paths';
import { UnavailablePage } from './unavailable-page';

interface KindHistoryProps {
  kind: CheckInKind;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The body of /stress, /sleep, /mood and /fatigue: the level over time, symptoms, and the entries as a table. */
export async function KindHistory({ kind, searchParams }: KindHistoryProps) {
  const page = protectedPage(HISTORY_PATHS[kind]);
  const session = await requireUser(page.path);
  const history = await loadKindHistory(session, kind, await searchParams);
  const { entries } = history;
  const intro = <PageIntro heading={page.title} purpose={page.purpose} />;
  if (!entries.ok) return <UnavailablePage intro={intro} loads={[entries]} nextPath={page.path} />;

  const add = { href: RECORD_PATHS[kind], label: `Add a ${SCALES[kind].name.toLowerCase()} check-in` };
  return (
    <>
      {intro}
      {history.deleted ? (
        <DeletedNotice>{`Your ${SCALES[kind].name.toLowerCase()} check-in has been deleted.`}</DeletedNotice>
      ) : null}
      <p className="mb-4">
        <Link href={add.href} className="font-semibold">
          {add.label}
        </Link>
      </p>
      <KindHistoryCharts kind={kind} {...history} entries={entries.value} basePath={page.path} add={add} />
      {kind === 'mood' ? <Phq4History entries={entries.value} /> : null}
    </>
  );
}
