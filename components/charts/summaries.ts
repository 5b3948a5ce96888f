import {
  addDays,
  formatDayLong,
  formatDayShort,
  weekStart,
  type Day,
  type DayInterval,
  type LevelSeries,
} from '@/lib/trends';

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function shown(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function isInIntervals(day: Day, last: Day, intervals: readonly DayInterval[]): boolean {
  return intervals.some((interval) => interval.start <= last && interval.end >= day);
}

/** What a chart marks besides her entries: '2 periods shaded', '1 self-check marked' (only those it has). */
export function contextPhrases(periods: readonly DayInterval[], checkDays: readonly Day[]): string[] {
  return [
    ...(periods.length ? [`${plural(periods.length, 'period')} shaded`] : []),
    ...(checkDays.length ? [`${plural(checkDays.length, 'self-check')} marked`] : []),
  ];
}

/** The chart in one or two sentences: what a sighted reader takes in at a glance. */
export function levelSummary(series: LevelSeries, periods: readonly DayInterval[], checkDays: readonly Day[]): string {
  const { points, domain } = series;
  const context = contextPhrases(periods, checkDays);
  const tail = context.length ? ` ${context.join(', ')}.` : '';
  if (points.length === 0)
    return `No entries between ${formatDayLong(domain.start)} and ${formatDayLong(domain.end)}.${tail}`;
  const values = points.map((point) => point.value);
  const entries = points.reduce((sum, point) => sum + point.count, 0);
  const latest = points.at(-1)!;
  // A point is the mean of its day's or week's entries: weighted by how many it stands for, the average is of her
  // entries, not of the days (to the points' rounding, 0.1).
  const average = points.reduce((sum, point) => sum + point.value * point.count, 0) / entries;
  const when =
    series.resolution === 'week' ? `in the week of ${formatDayLong(latest.day)}` : `on ${formatDayLong(latest.day)}`;
  // '4 Mar' alone would read as the end's year: the start gets its own year whenever the two differ.
  const first = points[0]!.day;
  const start = first.slice(0, 4) === latest.day.slice(0, 4) ? formatDayShort(first) : formatDayLong(first);
  const span = points.length === 1 ? '' : ` from ${start} to ${formatDayLong(latest.day)}`;
  const gaps =
    series.segments.length > 1
      ? ` ${plural(series.segments.length - 1, 'gap')} of more than ${series.maxGapDays} days.`
      : '';
  const spread =
    points.length === 1
      ? ''
      : ` Lowest ${shown(Math.min(...values))}, highest ${shown(Math.max(...values))}, average ${shown(Math.round(average * 10) / 10)}.`;
  return `${plural(entries, 'entry', 'entries')}${span}. Latest ${shown(latest.value)} out of 10 ${when}.${spread}${gaps}${tail}`;
}

/** The last day a point stands for: itself, or the Sunday of its week. */
export function pointLastDay(day: Day, resolution: LevelSeries['resolution']): Day {
  // A range's first week is dated on the range's first day, which need not be a Monday: it still ends on Sunday.
  return resolution === 'week' ? addDays(weekStart(day), 6) : day;
}
