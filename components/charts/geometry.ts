// Charts render on the server only: importing one into a client component fails the build instead of quietly
// shipping d3 and the chart code to the browser.
import 'server-only';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { line, curveMonotoneX } from 'd3-shape';
import { addDays, dayToDate, daysBetween, toDay, type Day, type DayInterval, type MeasurePoint } from '@/lib/trends';

/**
 * Shared geometry of the SVG charts. The viewBox is narrow (360 user units) so the 12-unit text stays readable
 * when the chart is scaled down to a 320 px screen; CSS width 100% makes it fill what space there is.
 */
export const VIEW_WIDTH = 360;
export const FONT_SIZE = 12;
export const MARGIN = { top: 12, right: 12, bottom: 28, left: 28 };

/** A domain of one day (a single entry) is widened so its point does not sit on the axis edge. */
export function timeScale(domain: DayInterval, range: [number, number]) {
  const span = daysBetween(domain.start, domain.end);
  const start = span < 7 ? addDays(domain.start, -3) : domain.start;
  const end = span < 7 ? addDays(domain.end, 3) : domain.end;
  return scaleUtc()
    .domain([dayToDate(start), dayToDate(end)])
    .range(range);
}

export function valueScale(max: number, range: [number, number]) {
  return scaleLinear().domain([0, max]).range(range);
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** At most four ticks fit at 320 px; labels name the year when the axis spans more than one. */
export function timeTicks(scale: ReturnType<typeof timeScale>): { x: number; label: string }[] {
  const [from, to] = scale.domain() as [Date, Date];
  const days = (to.getTime() - from.getTime()) / 86_400_000;
  const format = days < 60 ? DAY_MONTH : from.getUTCFullYear() === to.getUTCFullYear() ? MONTH : MONTH_YEAR;
  return scale.ticks(4).map((date) => ({ x: scale(date), label: format.format(date) }));
}

export function linePath(
  points: readonly MeasurePoint[],
  x: (day: Day) => number,
  y: (value: number) => number,
): string {
  return (
    line<MeasurePoint>()
      // One decimal of a 360-unit viewBox is finer than a pixel and keeps long paths short in the HTML.
      .digits(1)
      .x((point) => x(point.day))
      .y((point) => y(point.value))
      .curve(curveMonotoneX)(points) ?? ''
  );
}

export function dayX(scale: ReturnType<typeof timeScale>): (day: Day) => number {
  return (day) => scale(dayToDate(toDay(day)));
}

/** Right edge of an inclusive interval: the end of its last day. */
export function intervalEndX(scale: ReturnType<typeof timeScale>, interval: DayInterval): number {
  return scale(dayToDate(addDays(interval.end, 1)));
}
