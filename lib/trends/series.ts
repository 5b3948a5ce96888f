import { addDays, addMonths, daysBetween, toDay, weekStart, type Day } from './days';

/** One measured value on one day: a check-in level, a pain severity, anything on a 0-10 scale. */
export interface MeasurePoint {
  day: Day;
  value: number;
}

export interface SeriesPoint extends MeasurePoint {
  /** How many entries the point stands for (several on one day, or a week's when the range is long). */
  count: number;
}

export type TrendRange = '3m' | '6m' | '12m' | 'all';

export const TREND_RANGES: { value: TrendRange; label: string }[] = [
  { value: '3m', label: '3 months' },
  { value: '6m', label: '6 months' },
  { value: '12m', label: '12 months' },
  { value: 'all', label: 'All' },
];
export const DEFAULT_TREND_RANGE: TrendRange = '6m';

/** Reads a `?range=` search parameter; anything unknown falls back to the default. */
export function parseTrendRange(value: string | string[] | undefined): TrendRange {
  const first = Array.isArray(value) ? value[0] : value;
  return TREND_RANGES.some((range) => range.value === first) ? (first as TrendRange) : DEFAULT_TREND_RANGE;
}

export interface DayInterval {
  start: Day;
  /** Inclusive. */
  end: Day;
}

export interface LevelSeries {
  domain: DayInterval;
  /** 'week' when the range is longer than WEEKLY_AFTER_DAYS: each point is then a week's mean, dated its Monday. */
  resolution: 'day' | 'week';
  points: SeriesPoint[];
  /** Runs of points with no gap longer than maxGapDays: a line is drawn within a run, never across a gap. */
  segments: SeriesPoint[][];
  maxGapDays: number;
}

export const WEEKLY_AFTER_DAYS = 400;
/** Weekly entries stay joined when one week is missed; two missed weeks leave a visible gap. */
export const DEFAULT_MAX_GAP_DAYS = 14;

export function rangeDomain(range: TrendRange, today: Day, earliest: Day | undefined): DayInterval {
  const months = { '3m': 3, '6m': 6, '12m': 12 } as const;
  if (range === 'all') return { start: earliest && earliest < today ? earliest : today, end: today };
  return { start: addDays(addMonths(today, -months[range]), 1), end: today };
}

function mean(values: number[]): number {
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

function groupBy(
  points: MeasurePoint[],
  keyOf: (day: Day) => Day,
  combine: (values: number[]) => number,
): SeriesPoint[] {
  const groups = new Map<Day, number[]>();
  for (const point of points) {
    const key = keyOf(point.day);
    groups.set(key, [...(groups.get(key) ?? []), point.value]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, values]) => ({ day, value: combine(values), count: values.length }));
}

export function splitAtGaps(points: SeriesPoint[], maxGapDays: number): SeriesPoint[][] {
  const segments: SeriesPoint[][] = [];
  for (const point of points) {
    const current = segments.at(-1);
    const previous = current?.at(-1);
    if (current && previous && daysBetween(previous.day, point.day) <= maxGapDays) current.push(point);
    else segments.push([point]);
  }
  return segments;
}

interface SeriesOptions {
  range: TrendRange;
  today: Day | Date;
  maxGapDays?: number;
}

/**
 * Points for a chart of one measure over a range ending today. Several entries on one day become their mean;
 * entries in the future or before the range are left out; a gap stays a gap.
 */
export function buildSeries(measures: MeasurePoint[], options: SeriesOptions): LevelSeries {
  return seriesOf(
    measures,
    options,
    (domain) => (daysBetween(domain.start, domain.end) > WEEKLY_AFTER_DAYS ? 'week' : 'day'),
    mean,
  );
}

/**
 * Points for a finding's severity at her self-checks (breast pain): one point per day however long the range,
 * the highest that day. A finding is not a level that drifts from week to week, so a weekly mean would move a
 * check's pain to a Monday and blend it with another check's "none".
 */
export function buildFindingSeries(measures: MeasurePoint[], options: SeriesOptions): LevelSeries {
  return seriesOf(
    measures,
    options,
    () => 'day',
    (values) => Math.max(...values),
  );
}

function seriesOf(
  measures: MeasurePoint[],
  options: SeriesOptions,
  resolutionOf: (domain: DayInterval) => LevelSeries['resolution'],
  combine: (values: number[]) => number,
): LevelSeries {
  const today = toDay(options.today);
  const days = measures.map((point) => ({ ...point, day: toDay(point.day) })).filter((point) => point.day <= today);
  const earliest = days.reduce<Day | undefined>((min, point) => (!min || point.day < min ? point.day : min), undefined);
  const domain = rangeDomain(options.range, today, earliest);
  const inRange = days.filter((point) => point.day >= domain.start);
  const resolution = resolutionOf(domain);
  const points = groupBy(inRange, resolution === 'week' ? (day) => weekOf(day, domain) : (day) => day, combine);
  const maxGapDays = options.maxGapDays ?? DEFAULT_MAX_GAP_DAYS;
  return { domain, resolution, points, segments: splitAtGaps(points, maxGapDays), maxGapDays };
}

/** The day a weekly point is dated: its Monday, or the domain's first day for a week the domain starts in. */
export function weekOf(day: Day, domain: DayInterval): Day {
  return maxDay(weekStart(day), domain.start);
}

function maxDay(a: Day, b: Day): Day {
  return a > b ? a : b;
}

/** Check-in entries as measure points of their level. */
export function levelPoints(entries: readonly { checked: string; aLevel: number }[]): MeasurePoint[] {
  return entries.map((entry) => ({ day: toDay(entry.checked), value: entry.aLevel }));
}

/** A recorded period: first day and how many days it lasted. */
export interface PeriodRecord {
  start: Day;
  lengthDays: number;
}

/** Shaded intervals for the periods that touch the domain, clipped to it; overlapping records merge. */
export function periodIntervals(periods: readonly PeriodRecord[], domain: DayInterval): DayInterval[] {
  const intervals = periods
    .filter((period) => period.lengthDays >= 1)
    .map((period) => ({ start: toDay(period.start), end: addDays(toDay(period.start), period.lengthDays - 1) }))
    .filter((interval) => interval.end >= domain.start && interval.start <= domain.end)
    .map((interval) => ({
      start: maxDay(interval.start, domain.start),
      end: interval.end < domain.end ? interval.end : domain.end,
    }))
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  const merged: DayInterval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && daysBetween(last.end, interval.start) <= 1) last.end = maxDay(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The self-check days inside the domain, oldest first, each once. */
export function checkMarkers(checkDays: readonly string[], domain: DayInterval): Day[] {
  const days = new Set(checkDays.map((day) => toDay(day)).filter((day) => day >= domain.start && day <= domain.end));
  return [...days].sort();
}
