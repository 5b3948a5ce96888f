import { useId } from 'react';
import {
  DEFAULT_MAX_GAP_DAYS,
  formatDayLong,
  splitAtGaps,
  type Day,
  type DayInterval,
  type MeasurePoint,
} from '@/lib/trends';
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
import { isInIntervals } from './summaries';

export interface TimelineRow {
  id: string;
  /** 'Stress level', 'Breast pain (severity)'. */
  label: string;
  /** For levels, buildSeries(...).points of the same range. */
  points: readonly MeasurePoint[];
  /** Top of the row's scale; levels are 0-10. */
  max?: number;
  /** 'line' joins the points (levels); 'dots' marks each one alone (findings, which are not continuous). */
  style?: 'line' | 'dots';
}

export interface TimelineChartProps {
  title: string;
  domain: DayInterval;
  rows: TimelineRow[];
  periods?: DayInterval[];
  checkDays?: Day[];
  empty: Omit<ChartEmptyProps, 'title'>;
}

const ROW_HEIGHT = 56;
const LABEL_SPACE = 16;

/** Several measures side by side on one time axis (/monitor): one labelled band each, periods and checks across all. */
export function TimelineChart({ title, domain, rows, periods = [], checkDays = [], empty }: TimelineChartProps) {
  const id = useId();
  const withData = rows.filter((row) => row.points.length > 0);
  if (withData.length === 0) return <ChartEmpty title={title} {...empty} />;
  const height = MARGIN.top + rows.length * ROW_HEIGHT + MARGIN.bottom;
  const x = timeScale(domain, [MARGIN.left, VIEW_WIDTH - MARGIN.right]);
  const xOf = dayX(x);
  const plotBottom = height - MARGIN.bottom;
  const patternId = `${id}-period`;

  const days = [...new Set([...rows.flatMap((row) => row.points.map((point) => point.day)), ...checkDays])]
    .sort()
    .reverse();
  // One lookup per row keeps the table linear in the number of points, even for years of daily entries.
  const byDay = rows.map((row) => {
    const highest = new Map<Day, number>();
    for (const point of row.points) highest.set(point.day, Math.max(point.value, highest.get(point.day) ?? -Infinity));
    return highest;
  });
  const checks = new Set(checkDays);
  const tableRows = days.map((day) => [
    formatDayLong(day),
    ...rows.map((row, index) => {
      const value = byDay[index]!.get(day);
      return value === undefined ? 'No entry' : `${value} out of ${row.max ?? 10}`;
    }),
    isInIntervals(day, day, periods) ? 'Yes' : 'No',
    checks.has(day) ? 'Yes' : 'No',
  ]);
  const summary =
    `${rows.length} measures on one time axis, ${formatDayLong(domain.start)} to ${formatDayLong(domain.end)}: ` +
    rows
      .map((row) => `${row.label} ${row.points.length === 1 ? '1 entry' : `${row.points.length} entries`}`)
      .join(', ') +
    (periods.length ? `; ${periods.length} ${periods.length === 1 ? 'period' : 'periods'} shaded` : '') +
    (checkDays.length ? `; ${checkDays.length} ${checkDays.length === 1 ? 'self-check' : 'self-checks'} marked` : '') +
    '.';

  return (
    <ChartFigure
      titleId={`${id}-title`}
      summaryId={`${id}-summary`}
      title={title}
      summary={summary}
      legend={
        <ChartLegend
          items={[
            ...(periods.length ? [{ mark: LEGEND_MARKS.period(patternId), label: 'Period' }] : []),
            ...(checkDays.length ? [{ mark: LEGEND_MARKS.check, label: 'Self-check' }] : []),
          ]}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={['Date', ...rows.map((row) => row.label), 'Period', 'Self-check']}
          rows={tableRows}
        />
      }
    >
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
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
            height={plotBottom - MARGIN.top}
            fill={`url(#${patternId})`}
          />
        ))}
        {checkDays.map((day) => (
          <g key={day}>
            <line
              x1={xOf(day)}
              x2={xOf(day)}
              y1={MARGIN.top}
              y2={plotBottom}
              stroke="var(--color-blue)"
              strokeDasharray="2 2"
            />
            <CheckTriangle x={xOf(day)} y={MARGIN.top - 6} />
          </g>
        ))}
        {rows.map((row, index) => {
          const top = MARGIN.top + index * ROW_HEIGHT;
          const max = row.max ?? 10;
          const y = valueScale(max, [top + ROW_HEIGHT - 6, top + LABEL_SPACE + 2]);
          const points = [...row.points]
            .sort((a, b) => (a.day < b.day ? -1 : 1))
            .map((point) => ({ ...point, count: 1 }));
          return (
            <g key={row.id}>
              {/* The halo keeps the label readable where it crosses a hatched period. */}
              <text
                x={4}
                y={top + 12}
                fill="var(--color-ink)"
                fontWeight="600"
                stroke="var(--color-surface)"
                strokeWidth="3"
                paintOrder="stroke"
              >
                {row.label} (0–{max}){row.points.length === 0 ? ', no entries' : ''}
              </text>
              <line
                x1={MARGIN.left}
                x2={VIEW_WIDTH - MARGIN.right}
                y1={y(0)}
                y2={y(0)}
                stroke="var(--color-line)"
                strokeOpacity="0.6"
              />
              <line
                x1={MARGIN.left}
                x2={VIEW_WIDTH - MARGIN.right}
                y1={y(max)}
                y2={y(max)}
                stroke="var(--color-line)"
                strokeOpacity="0.3"
                strokeDasharray="1 3"
              />
              {row.style !== 'dots'
                ? splitAtGaps(points, DEFAULT_MAX_GAP_DAYS).map((segment) => (
                    <path
                      key={segment[0]!.day}
                      d={linePath(segment, xOf, y)}
                      fill="none"
                      stroke="var(--color-pink)"
                      strokeWidth="1.5"
                    />
                  ))
                : points.map((point) => <PointCircle key={point.day} x={xOf(point.day)} y={y(point.value)} r={3} />)}
            </g>
          );
        })}
        {timeTicks(x).map((tick) => (
          <text key={tick.label} x={tick.x} y={height - 8} textAnchor="middle" fill="var(--color-ink-muted)">
            {tick.label}
          </text>
        ))}
      </svg>
    </ChartFigure>
  );
}
