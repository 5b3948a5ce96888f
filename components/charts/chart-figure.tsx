import type { ReactNode } from 'react';

export const chartTitleId = (chartId: string) => `${chartId}-title`;
export const chartSummaryId = (chartId: string) => `${chartId}-summary`;

export interface ChartFigureProps {
  /** The chart's useId(): the SVG (PlotSvg) names itself by the title and summary given ids from it. */
  chartId: string;
  title: string;
  summary: string;
  /** A line under the title, e.g. what the scale means. */
  note?: string;
  children: ReactNode;
  legend?: ReactNode;
  table: ReactNode;
}

/** Frame shared by the charts: title, text summary, the SVG, its legend and the same data as a table. */
export function ChartFigure({ chartId, title, summary, note, children, legend, table }: ChartFigureProps) {
  return (
    <figure className="rounded-lg border border-line bg-surface p-3 text-ink">
      <figcaption>
        <span id={chartTitleId(chartId)} className="block font-heading text-lg">
          {title}
        </span>
        {note ? <span className="block text-sm text-ink-muted">{note}</span> : null}
        <span id={chartSummaryId(chartId)} className="mt-1 block text-sm">
          {summary}
        </span>
      </figcaption>
      <div className="mt-2 max-w-xl">{children}</div>
      {legend}
      {table}
    </figure>
  );
}

export interface LegendItem {
  /** A small SVG sample of the mark: shape and pattern, not colour alone. */
  mark: ReactNode;
  label: string;
}

export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Key">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className="shrink-0">
            {item.mark}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
