// Server-rendered SVG charts: no 'use client', no chart script in the browser. Each has a text summary and a table.
export { LevelChart, type LevelChartProps } from './level-chart';
export { FrequencyBars, type FrequencyBarsProps } from './frequency-bars';
export { Sparkline, type SparklineProps } from './sparkline';
export { TimelineChart, type TimelineChartProps, type TimelineRow } from './timeline-chart';
export { ChartEmpty, type ChartEmptyProps } from './chart-empty';
export { DataTable, type DataTableProps } from './data-table';
export { PatternList, type PatternListProps } from './pattern-list';
export { RangeLinks, type RangeLinksProps } from './range-links';
