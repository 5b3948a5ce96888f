import { PatternList, RangeLinks, TimelineChart, type TimelineRow } from '@/components/charts';
import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { loadAllCheckIns, loadChecksForTrends } from '@/lib/data/check-ins';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import {
  addMonths,
  buildFindingSeries,
  buildSeries,
  CHECK_IN_KINDS,
  checkMarkers,
  findingSeverities,
  levelPoints,
  monitorPatterns,
  parseTrendRange,
  periodIntervals,
  rangeDomain,
  SCALES,
  toDay,
} from '@/lib/trends';
import { UnavailablePage } from '../_components/unavailable-page';

export const metadata = protectedMetadata('/monitor');

const page = protectedPage('/monitor');
// Sleep and mood read backwards to many people ("a higher sleep level" sounds good), so the note spells it out.
const SCALE_NOTE =
  'On every row a higher number is worse. Breast pain is how marked you said it was at a self-check, from 1 ' +
  '(barely noticeable) to 5 (very marked), or 0 when you found none; a self-check where you did not check it has ' +
  'no mark. Stress, sleep, mood and fatigue run from 0 ' +
  '(calm, slept well, good and settled mood, full of energy) to 10 (extremely stressed, slept very badly, very low or unsettled mood, exhausted).';
/** The pattern rules look back at most 6 cycles or 26 weeks; a year covers both. */
const PATTERN_MONTHS = 12;

export default async function MonitorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireUser(page.path);
  const range = parseTrendRange((await searchParams).range);
  const today = toDay(new Date());
  const rangeStart = range === 'all' ? undefined : rangeDomain(range, today, undefined).start;
  const patternStart = addMonths(today, -PATTERN_MONTHS);
  const from = rangeStart && rangeStart < patternStart ? rangeStart : range === 'all' ? undefined : patternStart;
  const [checkIns, checks] = await Promise.all([
    loadAllCheckIns(session, { from, to: today }),
    // Every check, not only the range's: a "still there" is described by an earlier check, and a check that left
    // out a finding noted before the range did not check it (findingSeverities).
    loadChecksForTrends(session, { to: today }),
  ]);
  const intro = (
    <PageIntro
      heading={page.title}
      purpose="Your levels, breast findings and cycle side by side on one time line, and any patterns in them."
    />
  );
  if (!checkIns.ok || !checks.ok)
    return <UnavailablePage intro={intro} loads={[checkIns, checks]} nextPath={page.path} />;

  const pain = findingSeverities(
    checks.value.checks.map((check) => ({ ...check, findings: [...check.bLeft, ...check.bRight] })),
    'PAIN',
  );
  const levels = CHECK_IN_KINDS.map((kind) => ({ kind, points: levelPoints(checkIns.value[kind]) }));
  const series = levels.map(({ kind, points }) => ({ kind, series: buildSeries(points, { range, today }) }));
  const painSeries = buildFindingSeries(pain.points, { range, today });
  // Every row shares one axis: the widest of the series' domains.
  const domain = [painSeries, ...series.map((entry) => entry.series)].reduce((wide, next) =>
    next.domain.start < wide.domain.start ? next : wide,
  ).domain;
  const rows: TimelineRow[] = [
    {
      id: 'pain',
      label: 'Breast pain (severity)',
      points: painSeries.points,
      max: 5,
      style: 'dots',
      notChecked: pain.notChecked,
    },
    ...series.map(({ kind, series: kindSeries }) => ({
      id: kind,
      label: `${SCALES[kind].name} level`,
      points: kindSeries.points,
      resolution: kindSeries.resolution,
    })),
  ];
  const inPatternWindow = (day: string) => day >= patternStart;
  const patterns = monitorPatterns({
    measures: [
      { id: 'pain', name: 'breast pain', points: pain.points.filter((point) => inPatternWindow(point.day)) },
      ...levels.map(({ kind, points }) => ({
        id: kind,
        name: `${kind} level`,
        points: points.filter((point) => inPatternWindow(point.day)),
      })),
    ],
    periods: checks.value.periods,
  });

  return (
    <>
      {intro}
      <RangeLinks basePath={page.path} current={range} />
      <div className="mt-6 grid grid-cols-1 gap-8">
        <TimelineChart
          title="Your records side by side"
          scaleNote={SCALE_NOTE}
          domain={domain}
          rows={rows}
          periods={periodIntervals(checks.value.periods, domain)}
          checkDays={checkMarkers(
            checks.value.checks.map((check) => check.day),
            domain,
          )}
          empty={{
            message: 'Your levels and findings will line up here once you add check-ins or do a self-check.',
            action: { href: '/summary#week', label: 'Record how your week has been' },
          }}
        />
        <PatternList patterns={patterns} />
        <p className="text-ink-muted">
          A pattern here is not a diagnosis. If you notice a change in your breasts, or you are worried about how you
          feel, see your GP.
        </p>
      </div>
    </>
  );
}
