import {
  FREQUENCY_ROUNDING_TEXT,
  frequencySentence,
  levelBoundaries,
  naturalFrequency,
  type RiskPeriod,
} from '@/lib/risk/presentation';

export interface IconArrayProps {
  /** Unique on the page; names the clip path of a partly shaded icon. */
  id: string;
  period: RiskPeriod;
  /** Years a 'ten-year' figure covers: fewer than 10 when the model stops at 90 first. */
  years?: number;
  /** Her risk in percent. */
  pct: number;
  /** Her NICE level for this figure is shown beside it: then the count never rounds into another level. */
  levelShown: boolean;
  /** The average woman's risk over the same period, in percent: told beside hers. */
  averagePct?: number | null;
}

const COLUMNS = 10;
const CELL = 24;

/** One woman: a head and shoulders. */
function Person({ x, y, className, clipPath }: { x: number; y: number; className: string; clipPath?: string }) {
  return (
    <g transform={`translate(${x} ${y})`} className={className} clipPath={clipPath}>
      <circle cx="12" cy="7" r="4.5" />
      <path d="M4 21c0-5 3.6-8 8-8s8 3 8 8z" />
    </g>
  );
}

/**
 * 100 women, those who would get breast cancer filled in, the rest outlined (shape as well as colour tells them
 * apart). The sentence is both the picture's accessible name and visible text.
 */
export function IconArray({ id, period, years, pct, levelShown, averagePct = null }: IconArrayProps) {
  const boundaries = levelBoundaries(period, levelShown);
  const frequency = naturalFrequency(pct, boundaries);
  const sentence = frequencySentence(pct, period, { years, boundaries });
  const average = averagePct === null ? null : frequencySentence(averagePct, period, { who: 'average', years });
  const clipId = `${id}-partial`;

  return (
    <figure className="max-w-sm">
      <svg role="img" aria-label={sentence} viewBox={`0 0 ${COLUMNS * CELL} ${COLUMNS * CELL}`} className="w-full">
        {frequency.partialIcon > 0 && (
          <defs>
            <clipPath id={clipId}>
              <rect x="0" y="0" width={CELL * frequency.partialIcon} height={CELL} />
            </clipPath>
          </defs>
        )}
        {Array.from({ length: 100 }, (_, i) => {
          const x = (i % COLUMNS) * CELL;
          const y = Math.floor(i / COLUMNS) * CELL;
          const affected = i < frequency.per100;
          return (
            <g key={i} data-affected={affected || undefined}>
              <Person x={x} y={y} className={affected ? 'fill-pink' : 'fill-none stroke-line'} />
              {i === 0 && frequency.partialIcon > 0 && (
                <Person x={x} y={y} className="fill-pink" clipPath={`url(#${clipId})`} />
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3">
        <p className="font-semibold">{sentence}</p>
        {average && <p className="mt-1 text-ink-muted">{average}</p>}
        <p className="mt-1 text-sm text-ink-muted">
          Filled figures are women who would get breast cancer
          {frequency.partialIcon > 0 ? '; the part-filled figure shows fewer than 1 in 100' : ''}.{' '}
          {FREQUENCY_ROUNDING_TEXT}
        </p>
      </figcaption>
    </figure>
  );
}
