import { FrequencyBars, LevelChart, RangeLinks } from '@/components/charts';
import type { LoadResult } from '@/lib/data/calls';
import type { CheckIn, ChecksForTrends } from '@/lib/data/check-ins';
import {
  buildSeries,
  checkMarkers,
  levelPoints,
  periodIntervals,
  SCALES,
  symptomFrequency,
  TREND_RANGES,
  type Day,
  type DiaryKind,
  type TrendRange,
} from '@/lib/trends';
import { EntriesTable } from './entries-table';

interface KindHistoryChartsProps {
  kind: DiaryKind;
  /** Oldest first, as lib/data reads them. */
  entries: readonly CheckIn[];
  checks: LoadResult<ChecksForTrends>;
  range: TrendRange;
  today: Day;
  /** The page the range links go back to. */
  basePath: string;
  /** Where an empty chart sends her to add the first entry. */
  add: { href: string; label: string };
}

/**
 * A kind's history: the level over time with her periods shaded and her self-checks marked, the symptoms she
 * ticked, and the entries as a table (newest first), each with a link to change or delete it.
 */
export function KindHistoryCharts({ kind, entries, checks, range, today, basePath, add }: KindHistoryChartsProps) {
  const scale = SCALES[kind];
  const name = scale.name.toLowerCase();
  const rangeLabel = TREND_RANGES.find((option) => option.value === range)!.label.toLowerCase();
  const series = buildSeries(levelPoints(entries), { range, today });
  const trends = checks.ok ? checks.value : { checks: [], periods: [] };
  const newestFirst = [...entries].reverse();
  return (
    <>
      <RangeLinks basePath={basePath} current={range} />
      <div className="mt-6 grid grid-cols-1 gap-8">
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
            message: `Your ${name} levels will show here once you add ${scale.entry.any}${range === 'all' ? '' : ' in this time range'}.`,
            action: add,
          }}
        />
        {checks.ok ? null : (
          <p className="text-ink-muted">Your self-check dates could not be loaded just now, so they are not marked.</p>
        )}
        <FrequencyBars
          title={`${scale.symptomsName} you ticked`}
          counts={symptomFrequency(entries, scale.symptomGroup)}
          entryCount={entries.length}
          empty={{ message: `Symptoms you tick with ${scale.entry.any} will be counted here.` }}
        />
        {newestFirst.length ? (
          <section aria-labelledby="entries-heading">
            <h2 id="entries-heading" className="text-xl font-bold">
              Your {name} entries
            </h2>
            <EntriesTable kind={kind} entries={newestFirst} />
          </section>
        ) : null}
      </div>
    </>
  );
}
