import Link from 'next/link';
import { DataTable, FrequencyBars, LevelChart, RangeLinks } from '@/components/charts';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadCheckIns, loadChecksForTrends } from '@/lib/data/check-ins';
import { protectedPage } from '@/lib/site/protected-pages';
import {
  buildSeries,
  checkMarkers,
  formatDayLong,
  levelPoints,
  parseTrendRange,
  periodIntervals,
  rangeDomain,
  SCALES,
  symptomFrequency,
  symptomLabel,
  TREND_RANGES,
  toDay,
  type CheckInKind,
} from '@/lib/trends';
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
  const range = parseTrendRange((await searchParams).range);
  const today = toDay(new Date());
  // 'All' starts at her first entry; the others read only the range's days.
  const from = range === 'all' ? undefined : rangeDomain(range, today, undefined).start;
  const [entries, checks] = await Promise.all([
    loadCheckIns(session, kind, { from, to: today }),
    loadChecksForTrends(session, { from, to: today }),
  ]);
  const scale = SCALES[kind];
  const name = scale.name.toLowerCase();
  const rangeLabel = TREND_RANGES.find((option) => option.value === range)!.label.toLowerCase();
  const intro = <PageIntro heading={page.title} purpose={page.purpose} />;
  if (!entries.ok) return <UnavailablePage intro={intro} loads={[entries]} nextPath={page.path} />;

  const series = buildSeries(levelPoints(entries.value), { range, today });
  const trends = checks.ok ? checks.value : { checks: [], periods: [] };
  const add = { href: RECORD_PATHS[kind], label: `Add a ${name} check-in` };
  const newestFirst = [...entries.value].reverse();
  return (
    <>
      {intro}
      <p className="mb-4">
        <Link href={RECORD_PATHS[kind]} className="font-semibold">
          Add a {name} check-in
        </Link>
      </p>
      <RangeLinks basePath={page.path} current={range} />
      <div className="mt-6 grid gap-8">
        <LevelChart
          title={range === 'all' ? `${scale.name}, all entries` : `${scale.name} over the last ${rangeLabel}`}
          scaleNote={scale.direction}
          series={series}
          periods={periodIntervals(trends.periods, series.domain)}
          checkDays={checkMarkers(
            trends.checks.map((check) => check.day),
            series.domain,
          )}
          empty={{
            message: `Your ${name} levels will show here once you add a check-in${range === 'all' ? '' : ' in this time range'}.`,
            action: add,
          }}
        />
        {checks.ok ? null : (
          <p className="text-ink-muted">Your self-check dates could not be loaded just now, so they are not marked.</p>
        )}
        <FrequencyBars
          title={`${scale.name} symptoms you ticked`}
          counts={symptomFrequency(entries.value, scale.symptomGroup)}
          entryCount={entries.value.length}
          empty={{ message: 'Symptoms you tick with a check-in will be counted here.' }}
        />
        {newestFirst.length ? (
          <section aria-labelledby="entries-heading">
            <h2 id="entries-heading" className="text-xl font-bold">
              Your {name} entries
            </h2>
            <DataTable
              caption={`Your ${name} check-ins, newest first`}
              columns={['Date', 'Level (0 to 10)', 'Symptoms', 'Check-in score (0 to 100)']}
              rows={newestFirst.map((entry) => [
                formatDayLong(entry.checked),
                String(entry.aLevel),
                entry.symptoms.map((value) => symptomLabel(scale.symptomGroup, value)).join(', ') || 'None',
                entry.aScore === null ? 'Not worked out' : String(entry.aScore),
              ])}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}
