import { useId } from 'react';
import { formatDayLong, formatDayShort, LEVEL_MAX, type Day, type DayInterval, type LevelSeries } from '@/lib/trends';
import { ChartEmpty, type ChartEmptyProps } from './chart-empty';
import { ChartFigure, ChartLegend } from './chart-figure';
import { DataTable } from './data-table';
import {
  dayX,
  FONT_SIZE,
  intervalEndX,
  linePath,
  MARGIN,
  timeScale,
  timeTicks,
  valueScale,
  VIEW_WIDTH,
} from './geometry';
import { CheckTriangle, LEGEND_MARKS, PeriodPattern, PointCircle } from './marks';
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
  const y = valueScale(LEVEL_MAX, [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const xOf = dayX(x);
  const showMarkers = series.points.length <= MAX_POINT_MARKERS;
  // A point with no neighbour has no line through it, so it always gets its circle.
  const lonePoints = new Set(series.segments.filter((segment) => segment.length === 1).map((segment) => segment[0]));
  const patternId = `${id}-period`;
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
      titleId={`${id}-title`}
      summaryId={`${id}-summary`}
      title={title}
      note={scaleNote}
      summary={levelSummary(series, periods, checkDays)}
      legend={
        <ChartLegend
          items={[
            { mark: LEGEND_MARKS.entry, label: week ? 'Weekly average' : 'Your entries' },
            ...(periods.length ? [{ mark: LEGEND_MARKS.period(patternId), label: 'Period' }] : []),
            ...(checkDays.length ? [{ mark: LEGEND_MARKS.check, label: 'Self-check' }] : []),
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
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        viewBox={`0 0 ${VIEW_WIDTH} ${HEIGHT}`}
        className="h-auto w-full overflow-visible"
        fontSize={FONT_SIZE}
      >
        <defs>
          <PeriodPattern id={patternId} />
        </defs>
        {periods.map((interval) => (
          <rect
            key={interval.start}
            x={xOf(interval.start)}
            y={MARGIN.top}
            width={Math.max(2, intervalEndX(x, interval) - xOf(interval.start))}
            height={HEIGHT - MARGIN.top - MARGIN.bottom}
            fill={`url(#${patternId})`}
          />
        ))}
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
        {timeTicks(x).map((tick) => (
          <text key={tick.label} x={tick.x} y={HEIGHT - 8} textAnchor="middle" fill="var(--color-ink-muted)">
            {tick.label}
          </text>
        ))}
        {checkDays.map((day) => (
          <g key={day}>
            <line
              x1={xOf(day)}
              x2={xOf(day)}
              y1={MARGIN.top}
              y2={HEIGHT - MARGIN.bottom}
              stroke="var(--color-blue)"
              strokeDasharray="2 2"
            />
            <CheckTriangle x={xOf(day)} y={MARGIN.top - 6} />
          </g>
        ))}
        {series.segments.map((segment) => (
          <path
            key={segment[0]!.day}
            d={linePath(segment, xOf, y)}
            fill="none"
            stroke="var(--color-pink)"
            strokeWidth="2"
          />
        ))}
        {series.points
          .filter((point) => showMarkers || lonePoints.has(point))
          .map((point) => (
            <PointCircle key={point.day} x={xOf(point.day)} y={y(point.value)} />
          ))}
      </svg>
    </ChartFigure>
  );
}
