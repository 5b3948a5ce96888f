import { addDays } from './days';
import {
  buildFindingSeries,
  buildSeries,
  checkMarkers,
  parseTrendRange,
  periodIntervals,
  type MeasurePoint,
} from './series';

const TODAY = '2026-11-23';

function weekly(from: string, weeks: number, value = 5): MeasurePoint[] {
  return Array.from({ length: weeks }, (_, week) => ({ day: addDays(from, week * 7), value }));
}

describe('buildFindingSeries', () => {
  // Self-checks on 3 Jan 2024 (pain 4), 7 Feb 2024 (pain 4) and 9 Feb 2024 (none), seen on 1 June 2025.
  const checks = [
    { day: '2024-01-03', value: 4 },
    { day: '2024-02-07', value: 4 },
    { day: '2024-02-09', value: 0 },
  ];

  it('keeps each check on its own day on a range long enough for weekly levels', () => {
    const series = buildFindingSeries(checks, { range: 'all', today: '2025-06-01' });
    expect(buildSeries(checks, { range: 'all', today: '2025-06-01' }).resolution).toBe('week');
    expect(series.resolution).toBe('day');
    expect(series.points).toEqual([
      { day: '2024-01-03', value: 4, count: 1 },
      { day: '2024-02-07', value: 4, count: 1 },
      { day: '2024-02-09', value: 0, count: 1 },
    ]);
  });

  it('keeps the highest of two checks on one day, not their mean', () => {
    const series = buildFindingSeries(
      [
        { day: '2026-11-20', value: 0 },
        { day: '2026-11-20T18:30:00.000Z', value: 3 },
      ],
      { range: '3m', today: TODAY },
    );
    expect(series.points).toEqual([{ day: '2026-11-20', value: 3, count: 2 }]);
  });
});

describe('buildSeries', () => {
  it('gives an empty series and a range ending today when there is no data', () => {
    const series = buildSeries([], { range: '3m', today: TODAY });
    expect(series.points).toEqual([]);
    expect(series.segments).toEqual([]);
    expect(series.domain).toEqual({ start: '2026-08-24', end: TODAY });
  });

  it('keeps a single point as one segment of one', () => {
    const series = buildSeries([{ day: '2026-11-02', value: 4 }], { range: 'all', today: TODAY });
    expect(series.points).toEqual([{ day: '2026-11-02', value: 4, count: 1 }]);
    expect(series.segments).toHaveLength(1);
    expect(series.domain).toEqual({ start: '2026-11-02', end: TODAY });
  });

  it('keeps a gap of more than two weeks as a gap', () => {
    const before = weekly('2026-06-01', 4);
    const after = weekly('2026-08-03', 3);
    const series = buildSeries([...after, ...before], { range: '6m', today: TODAY });
    expect(series.segments.map((segment) => segment.length)).toEqual([4, 3]);
    expect(series.points[0]?.day).toBe('2026-06-01');
  });

  it('joins weekly entries across one missed week', () => {
    const points = weekly('2026-09-07', 6).filter((_, index) => index !== 2);
    expect(buildSeries(points, { range: '3m', today: TODAY }).segments).toHaveLength(1);
  });

  it('averages several entries on one day', () => {
    const series = buildSeries(
      [
        { day: '2026-11-20', value: 3 },
        { day: '2026-11-20T18:30:00.000Z', value: 6 },
      ],
      { range: '3m', today: TODAY },
    );
    expect(series.points).toEqual([{ day: '2026-11-20', value: 4.5, count: 2 }]);
  });

  it('keeps an entry dated her UK today when the server clock is still on the day before', () => {
    const series = buildSeries([{ day: '2026-06-02', value: 5 }], {
      range: '3m',
      today: new Date('2026-06-01T23:30:00Z'),
    });
    expect(series.points.map((point) => point.day)).toEqual(['2026-06-02']);
    expect(series.domain.end).toBe('2026-06-02');
  });

  it('leaves out entries before the range and in the future', () => {
    const series = buildSeries(
      [
        { day: '2026-05-01', value: 1 },
        { day: '2026-10-01', value: 2 },
        { day: '2026-11-24', value: 3 },
      ],
      { range: '3m', today: TODAY },
    );
    expect(series.points.map((point) => point.day)).toEqual(['2026-10-01']);
  });

  it('turns many years of daily entries into weekly means on the "all" range', () => {
    const daily = Array.from({ length: 3 * 365 }, (_, index) => ({
      day: addDays('2023-11-24', index),
      value: index % 2 ? 2 : 4,
    }));
    const series = buildSeries(daily, { range: 'all', today: TODAY });
    expect(series.resolution).toBe('week');
    expect(series.points.length).toBeGreaterThan(150);
    expect(series.points.length).toBeLessThan(160);
    expect(series.segments).toHaveLength(1);
    expect(series.points[10]?.count).toBe(7);
    expect(series.points[10]?.value).toBeCloseTo(3, 0);
    expect(series.points[0]!.day >= series.domain.start).toBe(true);
  });

  it('keeps daily resolution for 12 months', () => {
    const daily = Array.from({ length: 365 }, (_, index) => ({ day: addDays('2025-11-24', index), value: 3 }));
    const series = buildSeries(daily, { range: '12m', today: TODAY });
    expect(series.resolution).toBe('day');
    expect(series.points).toHaveLength(365);
  });
});

describe('periodIntervals and checkMarkers', () => {
  const domain = { start: '2026-09-01', end: '2026-11-23' };

  it('clips periods to the range and drops those outside it', () => {
    const intervals = periodIntervals(
      [
        { start: '2026-08-29', lengthDays: 5 },
        { start: '2026-09-27', lengthDays: 4 },
        { start: '2026-11-21', lengthDays: 5 },
        { start: '2026-06-01', lengthDays: 5 },
      ],
      domain,
    );
    expect(intervals).toEqual([
      { start: '2026-09-01', end: '2026-09-02' },
      { start: '2026-09-27', end: '2026-09-30' },
      { start: '2026-11-21', end: '2026-11-23' },
    ]);
  });

  it('merges overlapping period records', () => {
    expect(
      periodIntervals(
        [
          { start: '2026-10-01', lengthDays: 5 },
          { start: '2026-10-03', lengthDays: 5 },
        ],
        domain,
      ),
    ).toEqual([{ start: '2026-10-01', end: '2026-10-07' }]);
  });

  it('lists each check day in range once, oldest first', () => {
    expect(checkMarkers(['2026-11-01T09:00:00Z', '2026-10-01', '2026-11-01', '2026-01-01'], domain)).toEqual([
      '2026-10-01',
      '2026-11-01',
    ]);
  });
});

describe('parseTrendRange', () => {
  it('accepts the four ranges and falls back to 6 months', () => {
    expect(parseTrendRange('12m')).toBe('12m');
    expect(parseTrendRange(['all'])).toBe('all');
    expect(parseTrendRange('5y')).toBe('6m');
    expect(parseTrendRange(undefined)).toBe('6m');
  });
});
