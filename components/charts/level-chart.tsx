import { useId } from 'react';
import { formatDayLong, formatDayShort, LEVEL_MAX, type Day, type DayInterval, type LevelSeries } from '@/lib/trends';
import { ChartEmpty, type ChartEmptyProps } from './chart-empty';
import { ChartFigure, ChartLegend } from './chart-figure';
import { DataTable } from './data-table';
import { dayX, MARGIN, timeScale, valueScale, VIEW_WIDTH } from './geometry';
import { LEGEND_MARKS, PointCircle } from './marks';
import { CheckMarkers, contextLegend, LevelLine, PeriodShading, PlotSvg, TimeAxis } from './plot-parts';
import { isInIntervals, levelSummary, pointLastDay } from './summaries';

export interface LevelChartProps {
  /** 'Stress over the last 6 months' */
  title: string;
  /** What the scale means, e.g. SCALES.sleep.direction ('Higher is worse: ...'). */
  scaleNote: string;
  series: LevelSeries;
  /** periodIntervals(...) for the same domain. */
  periods?: DayInterval[];
  /** checkMarkers(...) for the same domain. */
  checkDays?: Day[];
  /** Shown instead of the chart when the series has no points. */
  empty: Omit<ChartEmptyProps, 'title'>;
}

const HEIGHT = 180;
/** Past this many points the circles would crowd into a smear; the line alone reads better. */
const MAX_POINT_MARKERS = 60;

/** A 0-10 level over time with periods shaded and self-checks marked; server-rendered, no browser script. */
export function LevelChart({ title, scaleNote, series, periods = [], checkDays = [], empty }: LevelChartProps) {
  const id = useId();
  if (series.points.length === 0) return <ChartEmpty title={title} {...empty} />;
  const x = timeScale(series.domain, [MARGIN.left, VIEW_WIDTH - MARGIN.right]);
  const plotBottom = HEIGHT - MARGIN.bottom;
  const y = valueScale(LEVEL_MAX, [plotBottom, MARGIN.top]);
  const xOf = dayX(x);
  const showMarkers = series.points.length <= MAX_POINT_MARKERS;
  // A point with no neighbour has no line through it, so it always gets its circle.
  const lonePoints = new Set(series.segments.filter((segment) => segment.length === 1).map((segment) => segment[0]));
  const week = series.resolution === 'week';

  const covered = new Set<Day>();
  const rows = series.points.map((point) => {
    const last = pointLastDay(point.day, series.resolution);
    const checks = checkDays.filter((day) => day >= point.day && day <= last);
    checks.forEach((day) => covered.add(day));
    return {
      day: point.day,
      cells: [
        week ? `Week of ${formatDayLong(point.day)}` : formatDayLong(point.day),
        `${point.value} out of ${LEVEL_MAX}`,
        String(point.count),
        isInIntervals(point.day, last, periods) ? 'Yes' : 'No',
        checks.length ? `Yes (${checks.map(formatDayShort).join(', ')})` : 'No',
      ],
    };
  });
  const checkOnly = checkDays
    .filter((day) => !covered.has(day))
    .map((day) => ({
      day,
      cells: [formatDayLong(day), 'No entry', '0', isInIntervals(day, day, periods) ? 'Yes' : 'No', 'Yes'],
    }));
  const tableRows = [...rows, ...checkOnly].sort((a, b) => (a.day < b.day ? 1 : -1)).map((row) => row.cells);

  return (
    <ChartFigure
      chartId={id}
      title={title}
      note={scaleNote}
      summary={levelSummary(series, periods, checkDays)}
      legend={
        <ChartLegend
          items={[
            { mark: LEGEND_MARKS.entry, label: week ? 'Weekly average' : 'Your entries' },
            ...contextLegend(id, periods, checkDays),
          ]}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={[week ? 'Week' : 'Date', 'Level', 'Entries', 'Period', 'Self-check']}
          rows={tableRows}
        />
      }
    >
      <PlotSvg chartId={id} height={HEIGHT} overflow>
        <PeriodShading chartId={id} periods={periods} scale={x} top={MARGIN.top} bottom={plotBottom} />
        {[0, 5, 10].map((value) => (
          <g key={value}>
            <line
              x1={MARGIN.left}
              x2={VIEW_WIDTH - MARGIN.right}
              y1={y(value)}
              y2={y(value)}
              stroke="var(--color-line)"
              strokeOpacity="0.4"
            />
            <text x={MARGIN.left - 6} y={y(value)} dy="0.32em" textAnchor="end" fill="var(--color-ink-muted)">
              {value}
            </text>
          </g>
        ))}
        <TimeAxis scale={x} y={HEIGHT - 8} />
        <CheckMarkers days={checkDays} scale={x} top={MARGIN.top} bottom={plotBottom} />
        <LevelLine segments={series.segments} scale={x} y={y} strokeWidth={2} />
        {series.points
          .filter((point) => showMarkers || lonePoints.has(point))
          .map((point) => (
            <PointCircle key={point.day} x={xOf(point.day)} y={y(point.value)} />
          ))}
      </PlotSvg>
    </ChartFigure>
  );
}
