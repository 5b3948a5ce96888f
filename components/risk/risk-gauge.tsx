import { LEVEL_COLOUR, NICE_THRESHOLDS, type ProfileLevel, type RiskLevel } from '@/lib/risk';
import {
  formatPct,
  LEVEL_MEANING,
  levelBoundaries,
  pctToTenth,
  periodWords,
  type RiskPeriod,
} from '@/lib/risk/presentation';
import { LevelPatternDefs, levelFill, LevelSwatch } from './level-patterns';

export interface RiskGaugeProps {
  /** Prefix for the SVG pattern ids; unique on the page, e.g. "ten-year". */
  id: string;
  period: RiskPeriod;
  /** Her risk in percent. */
  pct: number;
  /** Years a 'ten-year' figure covers: fewer than 10 when the model stops at 90 first. */
  years?: number;
  /** The average woman's risk over the same period (of her age, for 10 years), in percent. */
  averagePct: number | null;
  /**
   * Her NICE level for this figure, or null where NICE sets no level for it (10-year risk outside ages 40 to
   * 50): then the dial has no bands and her figure is compared only with the average.
   */
  level: ProfileLevel | null;
}

const TITLES: Record<Exclude<RiskPeriod, 'ten-year'>, string> = {
  lifetime: 'Your risk between the ages of 20 and 80',
  'to-80': 'Your risk up to age 80',
};
const THRESHOLDS: Record<RiskPeriod, { moderate: number; high: number }> = {
  'ten-year': NICE_THRESHOLDS.tenYearPct,
  lifetime: NICE_THRESHOLDS.lifetimePct,
  'to-80': NICE_THRESHOLDS.lifetimePct,
};
// The dial must show the high band with room to spare, and stretch when her figure is beyond it.
const MIN_SCALE: Record<RiskPeriod, number> = { 'ten-year': 12, lifetime: 45, 'to-80': 45 };

function averageWords(period: RiskPeriod): { caption: string; valueText: string } {
  return period === 'lifetime'
    ? { caption: "The average woman's risk between the ages of 20 and 80", valueText: "the average woman's" }
    : { caption: 'Average for a woman your age', valueText: 'average for a woman your age' };
}

const CX = 120;
const CY = 118;
const R = 92;
const BAND = 26;

function point(value: number, max: number, radius: number): [number, number] {
  const angle = Math.PI * (Math.min(value, max) / max);
  return [CX - radius * Math.cos(angle), CY - radius * Math.sin(angle)];
}

function arc(from: number, to: number, max: number): string {
  const [x0, y0] = point(from, max, R);
  const [x1, y1] = point(to, max, R);
  return `M${x0.toFixed(2)} ${y0.toFixed(2)} A${R} ${R} 0 0 1 ${x1.toFixed(2)} ${y1.toFixed(2)}`;
}

/**
 * Spec section 1's gauge: her risk on a dial coloured by NICE CG164's levels, with the average woman's marked.
 * Where NICE sets no level for the figure the dial is plain: colouring it would name a level NICE does not give.
 * A role="meter" carries the numbers for assistive technology; the caption repeats them as text.
 */
export function RiskGauge({ id, period, years = 10, pct, averagePct, level }: RiskGaugeProps) {
  const { moderate, high } = THRESHOLDS[period];
  const max = Math.min(100, Math.max(MIN_SCALE[period], Math.ceil(Math.max(pct, averagePct ?? 0) * 1.2)));
  const bands: { level: RiskLevel; from: number; to: number; range: string }[] =
    level === null
      ? []
      : [
          { level: 'near-population', from: 0, to: moderate, range: `below ${moderate}%` },
          { level: 'moderate', from: moderate, to: high, range: `${moderate}% to below ${high}%` },
          { level: 'high', from: high, to: max, range: `${high}% or more` },
        ];
  // Her figure never rounds onto the next band's boundary ("17.0%" beside near population); the average has no level.
  const boundaries = levelBoundaries(period, level !== null);
  const shownPct = formatPct(pct, boundaries);
  const title = period === 'ten-year' ? `Your risk ${periodWords(period, years)}` : TITLES[period];
  const averageText = averageWords(period);
  const average = averagePct === null ? '' : `; ${averageText.valueText} ${formatPct(averagePct)}`;
  const levelText = level === null ? '' : `, ${LEVEL_MEANING[level].shortName.toLowerCase()} level`;
  const [needleX, needleY] = point(pct, max, R - BAND / 2 - 6);
  const captionId = `${id}-gauge-caption`;

  return (
    <figure className="max-w-sm">
      <div
        role="meter"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={pctToTenth(pct, boundaries)}
        aria-valuetext={`${shownPct}${levelText}${average}`}
        aria-describedby={captionId}
      >
        <svg aria-hidden="true" viewBox="0 0 240 150" className="w-full" focusable="false">
          <LevelPatternDefs idPrefix={id} />
          {level === null ? <path d={arc(0, max, max)} strokeWidth={BAND} fill="none" className="stroke-line" /> : null}
          {bands.map((band) => {
            const { fill, className } = levelFill(LEVEL_COLOUR[band.level], id);
            return (
              <path
                key={band.level}
                d={arc(band.from, band.to, max)}
                strokeWidth={BAND}
                fill="none"
                stroke={fill}
                className={className?.replace('fill-', 'stroke-')}
              />
            );
          })}
          {averagePct !== null && <AverageTick value={averagePct} max={max} />}
          <line
            x1={CX}
            y1={CY}
            x2={needleX}
            y2={needleY}
            className="stroke-ink"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx={CX} cy={CY} r="7" className="fill-ink" />
          <text x={CX} y={CY + 26} textAnchor="middle" className="fill-ink text-[15px] font-bold">
            {shownPct}
          </text>
          <text x={CX - R} y={CY + 16} textAnchor="middle" className="fill-ink-muted text-[10px]">
            0%
          </text>
          <text x={CX + R} y={CY + 16} textAnchor="middle" className="fill-ink-muted text-[10px]">
            {max}%
          </text>
        </svg>
      </div>
      <figcaption id={captionId} className="mt-2">
        <p className="font-semibold">
          {title}: {shownPct}
          {level === null ? '' : ` (${LEVEL_MEANING[level].name.toLowerCase()})`}
        </p>
        {averagePct !== null && (
          <p className="text-ink-muted">
            {averageText.caption}: {formatPct(averagePct)} (the dashed mark).
          </p>
        )}
        {level === null ? (
          <p className="mt-2 text-sm text-ink-muted">
            NICE gives levels for 10-year risk only at ages 40 to 50, so at your age this figure has no level and is
            shown beside the average only.
          </p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-ink-muted" aria-label="Levels on the dial">
            {bands.map((band) => (
              <li key={band.level} className="flex items-center gap-2">
                <LevelSwatch colour={LEVEL_COLOUR[band.level]} idPrefix={`${id}-legend-${band.level}`} />
                {LEVEL_MEANING[band.level].shortName}: {band.range}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
    </figure>
  );
}

function AverageTick({ value, max }: { value: number; max: number }) {
  const [x0, y0] = point(value, max, R - BAND / 2 - 4);
  const [x1, y1] = point(value, max, R + BAND / 2 + 4);
  return <line x1={x0} y1={y0} x2={x1} y2={y1} className="stroke-ink" strokeWidth="2.5" strokeDasharray="3 2" />;
}
