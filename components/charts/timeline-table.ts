import {
  addDays,
  formatDayLong,
  formatDayShort,
  weekOf,
  weekStart,
  type Day,
  type DayInterval,
  type LevelSeries,
  type SeriesPoint,
} from '@/lib/trends';
import { isInIntervals, plural } from './summaries';

export interface TimelineRow {
  id: string;
  /** 'Stress level', 'Breast pain (severity)'. */
  label: string;
  /** buildSeries(...).points (levels) or buildFindingSeries(...).points (findings) of the same range. */
  points: readonly SeriesPoint[];
  /** The series' resolution: 'week' when each point is a week's mean, dated its Monday. */
  resolution?: LevelSeries['resolution'];
  /** Top of the row's scale; levels are 0-10. */
  max?: number;
  /** 'line' joins the points (levels); 'dots' marks each one alone (findings, which are not continuous). */
  style?: 'line' | 'dots';
  /**
   * Days of a self-check that did not look at this measure (she said she did not check it): no point, but the
   * table says "Not checked" rather than "No entry" beside a day it marks as a self-check.
   */
  notChecked?: readonly Day[];
}

export const isWeekly = (row: TimelineRow) => row.resolution === 'week';

/** How many entries a row's points stand for: a weekly mean or a day's highest counts every entry in it. */
export function rowEntries(row: TimelineRow): number {
  return row.points.reduce((sum, point) => sum + point.count, 0);
}

function groupByKey<T>(items: readonly T[], keyOf: (item: T) => Day): Map<Day, T[]> {
  const groups = new Map<Day, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

function cell(
  row: TimelineRow,
  points: readonly SeriesPoint[] = [],
  notChecked: readonly Day[] = [],
  weeklyTable: boolean,
): string {
  const max = row.max ?? 10;
  if (isWeekly(row)) {
    const week = points[0];
    return week ? `${week.value} out of ${max}, average of ${plural(week.count, 'entry', 'entries')}` : 'No entry';
  }
  if (!weeklyTable) {
    if (points.length) return `${Math.max(...points.map((point) => point.value))} out of ${max}`;
    return notChecked.length ? 'Not checked' : 'No entry';
  }
  // A day-by-day row in a table of weeks keeps each of its days.
  const days = [
    ...points.map((point) => ({ day: point.day, text: `${point.value} out of ${max}` })),
    ...notChecked.map((day) => ({ day, text: 'not checked' })),
  ].sort((first, second) => (first.day < second.day ? -1 : 1));
  return days.length ? days.map(({ day, text }) => `${text} (${formatDayShort(day)})`).join(', ') : 'No entry';
}

/**
 * The timeline as a table, newest first: one row per day, or one per week once any measure is a weekly mean
 * (a day's row would otherwise show "No entry" beside a week whose average includes that day).
 */
export function timelineTable(
  rows: readonly TimelineRow[],
  domain: DayInterval,
  periods: readonly DayInterval[],
  checkDays: readonly Day[],
): { columns: string[]; rows: string[][] } {
  const weekly = rows.some(isWeekly);
  const keyOf = weekly ? (day: Day) => weekOf(day, domain) : (day: Day) => day;
  // One lookup per measure keeps the table linear in the number of points, even for years of daily entries.
  const byKey = rows.map((row) => groupByKey(row.points, (point) => keyOf(point.day)));
  const notCheckedByKey = rows.map((row) => groupByKey(row.notChecked ?? [], keyOf));
  const checks = groupByKey(checkDays, keyOf);
  const keys = [...new Set([...byKey.flatMap((groups) => [...groups.keys()]), ...checks.keys()])].sort().reverse();
  const tableRows = keys.map((key) => {
    const last = weekly ? addDays(weekStart(key), 6) : key;
    const checked = checks.get(key) ?? [];
    return [
      weekly ? `Week of ${formatDayLong(key)}` : formatDayLong(key),
      ...rows.map((row, index) => cell(row, byKey[index]!.get(key), notCheckedByKey[index]!.get(key), weekly)),
      isInIntervals(key, last, periods) ? 'Yes' : 'No',
      !checked.length ? 'No' : weekly ? `Yes (${[...checked].sort().map(formatDayShort).join(', ')})` : 'Yes',
    ];
  });
  const columns = [
    weekly ? 'Week' : 'Date',
    ...rows.map((row) => (isWeekly(row) ? `${row.label} (weekly average)` : row.label)),
    'Period',
    'Self-check',
  ];
  return { columns, rows: tableRows };
}
