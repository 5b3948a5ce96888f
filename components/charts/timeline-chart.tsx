import { useId } from 'react';
import { DEFAULT_MAX_GAP_DAYS, formatDayLong, splitAtGaps, type Day, type DayInterval } from '@/lib/trends';
import { ChartEmpty, type ChartEmptyProps } from './chart-empty';
import { ChartFigure, ChartLegend } from './chart-figure';
import { DataTable } from './data-table';
import { dayX, MARGIN, timeScale, valueScale, VIEW_WIDTH } from './geometry';
import { PointCircle } from './marks';
import { CheckMarkers, contextLegend, LevelLine, PeriodShading, PlotSvg, TimeAxis } from './plot-parts';
import { contextPhrases, plural } from './summaries';
import { isWeekly, rowEntries, timelineTable, type TimelineRow } from './timeline-table';

export type { TimelineRow } from './timeline-table';

export interface TimelineChartProps {
  title: string;
  /** Which way the scales run, shown under the title: 'On every row a higher number is worse…'. */
  scaleNote?: string;
  domain: DayInterval;
  rows: TimelineRow[];
  periods?: DayInterval[];
  checkDays?: Day[];
  empty: Omit<ChartEmptyProps, 'title'>;
}

const ROW_HEIGHT = 56;
const LABEL_SPACE = 16;

/** Several measures side by side on one time axis (/monitor): one labelled band each, periods and checks across all. */
export function TimelineChart({
  title,
  scaleNote,
  domain,
  rows,
  periods = [],
  checkDays = [],
  empty,
}: TimelineChartProps) {
  const id = useId();
  const withData = rows.filter((row) => row.points.length > 0);
  if (withData.length === 0) return <ChartEmpty title={title} {...empty} />;
  const height = MARGIN.top + rows.length * ROW_HEIGHT + MARGIN.bottom;
  const x = timeScale(domain, [MARGIN.left, VIEW_WIDTH - MARGIN.right]);
  const xOf = dayX(x);
  const plotBottom = height - MARGIN.bottom;

  const table = timelineTable(rows, domain, periods, checkDays);
  const measures = rows
    .map(
      (row) =>
        `${row.label} ${plural(rowEntries(row), 'entry', 'entries')}${isWeekly(row) ? ' as weekly averages' : ''}`,
    )
    .join(', ');
  const summary =
    `${rows.length} measures on one time axis, ${formatDayLong(domain.start)} to ${formatDayLong(domain.end)}: ` +
    `${[measures, ...contextPhrases(periods, checkDays)].join('; ')}.`;

  return (
    <ChartFigure
      chartId={id}
      title={title}
      note={scaleNote}
      summary={summary}
      legend={<ChartLegend items={contextLegend(id, periods, checkDays)} />}
      table={<DataTable caption={title} columns={table.columns} rows={table.rows} />}
    >
      <PlotSvg chartId={id} height={height} overflow>
        <PeriodShading chartId={id} periods={periods} scale={x} top={MARGIN.top} bottom={plotBottom} />
        <CheckMarkers days={checkDays} scale={x} top={MARGIN.top} bottom={plotBottom} />
        {rows.map((row, index) => {
          const top = MARGIN.top + index * ROW_HEIGHT;
          const max = row.max ?? 10;
          const y = valueScale(max, [top + ROW_HEIGHT - 6, top + LABEL_SPACE + 2]);
          const points = [...row.points].sort((a, b) => (a.day < b.day ? -1 : 1));
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
                {row.label} (0–{max}){isWeekly(row) ? ', weekly average' : ''}
                {row.points.length === 0 ? ', no entries' : ''}
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
              {row.style !== 'dots' ? (
                <LevelLine segments={splitAtGaps(points, DEFAULT_MAX_GAP_DAYS)} scale={x} y={y} />
              ) : (
                points.map((point) => <PointCircle key={point.day} x={xOf(point.day)} y={y(point.value)} r={3} />)
              )}
            </g>
          );
        })}
        <TimeAxis scale={x} y={height - 8} />
      </PlotSvg>
    </ChartFigure>
  );
}
