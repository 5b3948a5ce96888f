import type { ReactNode } from 'react';
import type { Day, DayInterval, MeasurePoint } from '@/lib/trends';
import { chartSummaryId, chartTitleId, type LegendItem } from './chart-figure';
import { dayX, FONT_SIZE, intervalEndX, linePath, timeTicks, VIEW_WIDTH, type timeScale } from './geometry';
import { CheckTriangle, LEGEND_MARKS, PeriodPattern } from './marks';

/**
 * The pieces of a plot the time charts share: the SVG itself, period shading, self-check markers, the time axis
 * and the level line. Each chart lays them out at its own heights.
 */

type TimeScale = ReturnType<typeof timeScale>;

const periodPatternId = (chartId: string) => `${chartId}-period`;

/** The chart's SVG, named by the figure's title and summary (ChartFigure with the same id). */
export function PlotSvg({
  chartId,
  height,
  overflow = false,
  children,
}: {
  chartId: string;
  height: number;
  /** Lets marks that sit on the plot's top edge (self-check triangles) draw above it. */
  overflow?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${chartTitleId(chartId)} ${chartSummaryId(chartId)}`}
      viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
      className={overflow ? 'h-auto w-full overflow-visible' : 'h-auto w-full'}
      fontSize={FONT_SIZE}
    >
      {children}
    </svg>
  );
}

/** Her periods as hatched bands from `top` to `bottom`; the pattern is defined even when there are none. */
export function PeriodShading({
  chartId,
  periods,
  scale,
  top,
  bottom,
}: {
  chartId: string;
  periods: readonly DayInterval[];
  scale: TimeScale;
  top: number;
  bottom: number;
}) {
  const patternId = periodPatternId(chartId);
  const xOf = dayX(scale);
  return (
    <>
      <defs>
        <PeriodPattern id={patternId} />
      </defs>
      {periods.map((interval) => (
        <rect
          key={interval.start}
          x={xOf(interval.start)}
          y={top}
          width={Math.max(2, intervalEndX(scale, interval) - xOf(interval.start))}
          height={bottom - top}
          fill={`url(#${patternId})`}
        />
      ))}
    </>
  );
}

/** Each self-check as a dashed line from `top` to `bottom` under a triangle. */
export function CheckMarkers({
  days,
  scale,
  top,
  bottom,
}: {
  days: readonly Day[];
  scale: TimeScale;
  top: number;
  bottom: number;
}) {
  const xOf = dayX(scale);
  return days.map((day) => (
    <g key={day}>
      <line x1={xOf(day)} x2={xOf(day)} y1={top} y2={bottom} stroke="var(--color-blue)" strokeDasharray="2 2" />
      <CheckTriangle x={xOf(day)} y={top - 6} />
    </g>
  ));
}

/** The date labels along the bottom, their baseline at `y`. */
export function TimeAxis({ scale, y }: { scale: TimeScale; y: number }) {
  return timeTicks(scale).map((tick) => (
    <text key={tick.label} x={tick.x} y={y} textAnchor="middle" fill="var(--color-ink-muted)">
      {tick.label}
    </text>
  ));
}

/** A level as one line per run of entries: a gap in her entries stays a gap. */
export function LevelLine({
  segments,
  scale,
  y,
  strokeWidth = 1.5,
}: {
  segments: readonly (readonly MeasurePoint[])[];
  scale: TimeScale;
  y: (value: number) => number;
  strokeWidth?: number;
}) {
  const xOf = dayX(scale);
  return segments.map((segment) => (
    <path
      key={segment[0]!.day}
      d={linePath(segment, xOf, y)}
      fill="none"
      stroke="var(--color-pink)"
      strokeWidth={strokeWidth}
    />
  ));
}

/** The key's entries for periods and self-checks, each only when the chart shows some. */
export function contextLegend(
  chartId: string,
  periods: readonly unknown[],
  checkDays: readonly unknown[],
): LegendItem[] {
  return [
    ...(periods.length ? [{ mark: LEGEND_MARKS.period(periodPatternId(chartId)), label: 'Period' }] : []),
    ...(checkDays.length ? [{ mark: LEGEND_MARKS.check, label: 'Self-check' }] : []),
  ];
}
