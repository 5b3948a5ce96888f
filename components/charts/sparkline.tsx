import {
  DEFAULT_MAX_GAP_DAYS,
  formatDayLong,
  LEVEL_MAX,
  splitAtGaps,
  type DayInterval,
  type SeriesPoint,
} from '@/lib/trends';
import { DataTable } from './data-table';
import { dayX, timeScale, valueScale } from './geometry';
import { PointCircle } from './marks';
import { LevelLine } from './plot-parts';

export interface SparklineProps {
  /** 'Stress' */
  label: string;
  /** buildSeries(...).points, usually a short range. */
  points: SeriesPoint[];
  domain: DayInterval;
  /** Where the full history is, e.g. '/stress'. */
  href?: string;
}

const WIDTH = 120;
const HEIGHT = 32;

function sparklineSummary(label: string, points: SeriesPoint[]): string {
  if (points.length === 0) return `${label}: no entries yet.`;
  const latest = points.at(-1)!;
  const values = points.map((point) => point.value);
  const range = points.length > 1 ? `, ranging from ${Math.min(...values)} to ${Math.max(...values)}` : '';
  return `${label}: latest ${latest.value} out of ${LEVEL_MAX} on ${formatDayLong(latest.day)}; ${points.length} ${points.length === 1 ? 'point' : 'points'}${range}.`;
}

/** A word-sized trend for the dashboard: the line, the latest value in text, and the data for screen readers. */
export function Sparkline({ label, points, domain, href }: SparklineProps) {
  const summary = sparklineSummary(label, points);
  const x = timeScale(domain, [3, WIDTH - 3]);
  const y = valueScale(LEVEL_MAX, [HEIGHT - 3, 3]);
  const xOf = dayX(x);
  const latest = points.at(-1);
  const name = href ? (
    <a href={href} className="font-semibold">
      {label}
    </a>
  ) : (
    <span className="font-semibold">{label}</span>
  );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {name}
      {latest ? (
        <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}>
          <line x1="0" x2={WIDTH} y1={HEIGHT - 3} y2={HEIGHT - 3} stroke="var(--color-line)" strokeOpacity="0.5" />
          <LevelLine segments={splitAtGaps(points, DEFAULT_MAX_GAP_DAYS)} scale={x} y={y} />
          <PointCircle x={xOf(latest.day)} y={y(latest.value)} r={2.5} />
        </svg>
      ) : null}
      <span className="text-sm text-ink-muted" aria-hidden={latest ? 'true' : undefined}>
        {latest ? `Latest ${latest.value}/${LEVEL_MAX}` : 'No entries yet'}
      </span>
      {points.length ? (
        <DataTable
          display="hidden"
          caption={`${label} entries`}
          columns={['Date', 'Level']}
          rows={[...points].reverse().map((point) => [formatDayLong(point.day), `${point.value} out of ${LEVEL_MAX}`])}
        />
      ) : null}
    </div>
  );
}
