import { useId } from 'react';
import { scaleLinear } from 'd3-scale';
import type { SymptomCount } from '@/lib/trends';
import { ChartEmpty, type ChartEmptyProps } from './chart-empty';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { VIEW_WIDTH } from './geometry';
import { PlotSvg } from './plot-parts';

export interface FrequencyBarsProps {
  /** 'Sleep symptoms in the last 6 months' */
  title: string;
  /** symptomFrequency(...) for the same entries. */
  counts: SymptomCount[];
  /** How many entries the counts come from, so each bar can say "in 5 of 20 entries". */
  entryCount: number;
  empty: Omit<ChartEmptyProps, 'title'>;
}

const ROW_HEIGHT = 24;
const LABEL_WIDTH = 150;
const COUNT_WIDTH = 36;

/** How often each symptom was ticked, as labelled horizontal bars with the count written at the end. */
export function FrequencyBars({ title, counts, entryCount, empty }: FrequencyBarsProps) {
  const id = useId();
  if (counts.length === 0) return <ChartEmpty title={title} {...empty} />;
  const height = counts.length * ROW_HEIGHT + 4;
  const x = scaleLinear()
    .domain([0, Math.max(...counts.map((count) => count.count))])
    .range([0, VIEW_WIDTH - LABEL_WIDTH - COUNT_WIDTH]);
  const top = counts[0]!;
  // Not "ticked in 20 entries": most entries may have none ticked; the top symptom's count says how many had it.
  const summary =
    `${counts.length === 1 ? 'One symptom' : `${counts.length} different symptoms`} ticked ` +
    `${entryCount === 1 ? 'in your 1 entry' : `across your ${entryCount} entries`}. ` +
    `Most often: ${top.label.toLowerCase()}, in ${top.count} of ${entryCount}.`;

  return (
    <ChartFigure
      chartId={id}
      title={title}
      summary={summary}
      table={
        <DataTable
          caption={title}
          columns={['Symptom', 'Entries', 'Share of entries']}
          rows={counts.map((count) => [
            count.label,
            String(count.count),
            `${Math.round((count.count / Math.max(entryCount, 1)) * 100)}%`,
          ])}
        />
      }
    >
      <PlotSvg chartId={id} height={height}>
        {counts.map((count, index) => {
          const y = index * ROW_HEIGHT + 2;
          const width = Math.max(2, x(count.count));
          return (
            <g key={count.value}>
              <text x={LABEL_WIDTH - 6} y={y + ROW_HEIGHT / 2} dy="0.32em" textAnchor="end" fill="var(--color-ink)">
                {count.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 4} width={width} height={ROW_HEIGHT - 8} rx="2" fill="var(--color-pink)" />
              <text x={LABEL_WIDTH + width + 4} y={y + ROW_HEIGHT / 2} dy="0.32em" fill="var(--color-ink)">
                {count.count}
              </text>
            </g>
          );
        })}
      </PlotSvg>
    </ChartFigure>
  );
}
