import type { ReportRange } from './types';

const MONTHS: Record<Exclude<ReportRange, 'all'>, number> = { '3-months': 3, '6-months': 6, '12-months': 12 };

export const REPORT_RANGES: readonly ReportRange[] = ['3-months', '6-months', '12-months', 'all'];

export const RANGE_LABELS: Record<ReportRange, string> = {
  '3-months': 'Last 3 months',
  '6-months': 'Last 6 months',
  '12-months': 'Last 12 months',
  all: 'All records',
};

/**
 * First and last day (YYYY-MM-DD, inclusive) of a range ending `today`, her UK day (buildGpReport and reportCsv
 * pass londonDate(now)); `from` is null for 'all'.
 */
export function reportWindow(range: ReportRange, today: string): { from: string | null; to: string } {
  if (range === 'all') return { from: null, to: today };
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(year, month - 1 - MONTHS[range], 1));
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(day, lastDay) + 1);
  return { from: back.toISOString().slice(0, 10), to: today };
}

/** `day` is a UK day (YYYY-MM-DD): a check's instant is turned into one by checkDate first. */
export function inWindow(day: string, window: { from: string | null; to: string }): boolean {
  return (window.from === null || day >= window.from) && day <= window.to;
}
