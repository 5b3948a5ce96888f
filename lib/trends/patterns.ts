import { addDays, daysBetween, toDay, weekStart, type Day } from './days';
import type { MeasurePoint, PeriodRecord } from './series';

/**
 * The simple, honest patterns /monitor shows. Computed on the server from her own records; each says how much
 * data it rests on, and nothing is claimed until the minimum is met. A pattern is never a cause.
 */
export const PATTERN_NOT_CAUSE =
  'Pattern, not cause: this shows how your own records have moved together, not why. If something worries you, talk to your GP.';

export const PREMENSTRUAL_WINDOW_DAYS = 7;
/** Cycles with data needed before the rule says anything, and the newest cycles it looks at. */
export const MIN_CYCLES = 4;
export const RECENT_CYCLES = 6;
/** A cycle counts as "higher before the period" only by at least one point on the 0-10 scale. */
export const MIN_LEVEL_DIFFERENCE = 1;
/** Shorter or longer gaps between period starts are a missed record, not a cycle (the schema's cycle range). */
const CYCLE_DAYS = { min: 15, max: 60 };

export const MIN_WEEKS = 8;
export const RECENT_WEEKS = 26;
/** Share of weeks two measures must move the same way for the pattern to be shown. */
export const AGREEMENT_SHARE = 0.7;

interface PatternBase {
  id: string;
  title: string;
  text: string;
  /** Entries the rule looked at. */
  dataPoints: number;
}
/**
 * A pattern looked for: it held in `matched` of `of` cycles or weeks that could show it, out of the `lookedAt`
 * the rule looked at (the last cycles with data; the last weeks with both measures recorded, of which only those
 * away from her usual level can show whether the two move together).
 */
type Looked = { matched: number; of: number; lookedAt: number; unit: 'cycles' | 'weeks' };
export type PatternResult =
  | (PatternBase & { status: 'shown' } & Looked)
  | (PatternBase & { status: 'not-seen' } & Looked)
  | (PatternBase & { status: 'needs-more-data'; have: number; needed: number; unit: 'cycles' | 'weeks' });

/** A measure to look for patterns in, named as it reads in a sentence: 'pain', 'stress level'. */
export interface NamedMeasure {
  id: string;
  /** Lower case, as it reads mid-sentence: 'pain', 'mood level'. */
  name: string;
  points: readonly MeasurePoint[];
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Complete cycles (one period start to the next), oldest first. */
export function completeCycles(periods: readonly PeriodRecord[]): { start: Day; nextStart: Day }[] {
  const starts = [...new Set(periods.map((period) => toDay(period.start)))].sort();
  return starts.slice(1).flatMap((nextStart, index) => {
    const start = starts[index]!;
    const length = daysBetween(start, nextStart);
    return length >= CYCLE_DAYS.min && length <= CYCLE_DAYS.max ? [{ start, nextStart }] : [];
  });
}

/**
 * Every measure /monitor compares is higher when it is worse (pain, stress, poor sleep, low mood, tiredness), but
 * "higher sleep" reads as more sleep to many people, so the sentences say "worse" and name the score.
 */
const WORSE = 'worse (a higher score)';

/** "Your pain was worse (a higher score) in the week before your period in 5 of the last 6 cycles." */
export function premenstrualPattern(measure: NamedMeasure, periods: readonly PeriodRecord[]): PatternResult {
  const points = measure.points.map((point) => ({ day: toDay(point.day), value: point.value }));
  const measured = completeCycles(periods).flatMap((cycle) => {
    const windowStart = addDays(cycle.nextStart, -PREMENSTRUAL_WINDOW_DAYS);
    const inCycle = points.filter((point) => point.day >= cycle.start && point.day < cycle.nextStart);
    const before = inCycle.filter((point) => point.day >= windowStart).map((point) => point.value);
    const rest = inCycle.filter((point) => point.day < windowStart).map((point) => point.value);
    // A cycle tells us something only with data both in the week before the period and earlier in the cycle.
    return before.length >= 1 && rest.length >= 2
      ? [{ higher: mean(before) - mean(rest) >= MIN_LEVEL_DIFFERENCE, count: inCycle.length }]
      : [];
  });
  const recent = measured.slice(-RECENT_CYCLES);
  const base = {
    id: `premenstrual-${measure.id}`,
    title: `${capitalise(measure.name)} before your period`,
    dataPoints: recent.reduce((sum, cycle) => sum + cycle.count, 0),
  };
  if (recent.length < MIN_CYCLES) {
    const needed = MIN_CYCLES - recent.length;
    return {
      ...base,
      status: 'needs-more-data',
      have: recent.length,
      needed,
      unit: 'cycles',
      text:
        `Not enough data yet: ${plural(needed, 'more cycle')} needed, each with a period recorded and entries both in ` +
        `the week before the period and earlier in the cycle (${recent.length} of ${MIN_CYCLES} so far).`,
    };
  }
  const matched = recent.filter((cycle) => cycle.higher).length;
  const shown = matched >= Math.max(MIN_CYCLES, Math.ceil(recent.length * 0.75));
  const of = `${matched} of the last ${plural(recent.length, 'cycle')}`;
  return {
    ...base,
    status: shown ? 'shown' : 'not-seen',
    matched,
    of: recent.length,
    lookedAt: recent.length,
    unit: 'cycles',
    text: shown
      ? `Your ${measure.name} was ${WORSE} in the week before your period in ${of} (${plural(base.dataPoints, 'entry', 'entries')}).`
      : `No clear pattern: your ${measure.name} was ${WORSE} in the week before your period in only ${of}.`,
  };
}

function weeklyMeans(points: readonly MeasurePoint[]): Map<Day, { value: number; count: number }> {
  const weeks = new Map<Day, number[]>();
  for (const point of points) {
    const week = weekStart(toDay(point.day));
    weeks.set(week, [...(weeks.get(week) ?? []), point.value]);
  }
  return new Map([...weeks].map(([week, values]) => [week, { value: mean(values), count: values.length }]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * "In 15 of the last 20 weeks your sleep and fatigue moved together": a week agrees when both measures were on
 * the same side of her own usual (median) level. Weeks exactly at the usual level say nothing and are skipped.
 */
export function movingTogetherPattern(first: NamedMeasure, second: NamedMeasure): PatternResult {
  const a = weeklyMeans(first.points);
  const b = weeklyMeans(second.points);
  const shared = [...a.keys()]
    .filter((week) => b.has(week))
    .sort()
    .slice(-RECENT_WEEKS);
  const base = {
    id: `together-${first.id}-${second.id}`,
    title: `${capitalise(first.name)} and ${second.name}`,
    dataPoints: shared.reduce((sum, week) => sum + a.get(week)!.count + b.get(week)!.count, 0),
  };
  if (shared.length < MIN_WEEKS) {
    const needed = MIN_WEEKS - shared.length;
    return {
      ...base,
      status: 'needs-more-data',
      have: shared.length,
      needed,
      unit: 'weeks',
      text: `Not enough data yet: ${plural(needed, 'more week')} with both ${first.name} and ${second.name} recorded needed (${shared.length} of ${MIN_WEEKS} so far).`,
    };
  }
  const usualA = median(shared.map((week) => a.get(week)!.value));
  const usualB = median(shared.map((week) => b.get(week)!.value));
  const sides = shared
    .map((week) => [Math.sign(a.get(week)!.value - usualA), Math.sign(b.get(week)!.value - usualB)] as const)
    .filter(([sideA, sideB]) => sideA !== 0 && sideB !== 0);
  // Too few weeks away from her usual level is too little to go on, not a sign that the two do not move together.
  if (sides.length < MIN_WEEKS) {
    const needed = MIN_WEEKS - sides.length;
    return {
      ...base,
      status: 'needs-more-data',
      have: sides.length,
      needed,
      unit: 'weeks',
      text:
        `Not enough data yet: in ${plural(sides.length, 'week')} of ${shared.length} both your ${first.name} and your ` +
        `${second.name} were away from their usual level, and ${MIN_WEEKS} such weeks are needed. A week at your usual ` +
        `level cannot show whether the two move together, so this needs weeks that vary.`,
    };
  }
  const matched = sides.filter(([sideA, sideB]) => sideA === sideB).length;
  const shown = matched >= Math.ceil(sides.length * AGREEMENT_SHARE);
  // Only weeks away from her usual level can agree or not: the sentence counts those, and says out of how many.
  const of = `${matched} of the ${sides.length} weeks when both were away from your usual level`;
  return {
    ...base,
    status: shown ? 'shown' : 'not-seen',
    matched,
    of: sides.length,
    lookedAt: shared.length,
    unit: 'weeks',
    text: shown
      ? `Your ${first.name} and ${second.name} moved together in ${of}: when one was worse than usual for you, the other usually was too (${plural(base.dataPoints, 'entry', 'entries')}).`
      : `No clear pattern: your ${first.name} and ${second.name} moved together in only ${of}, out of the last ${shared.length} weeks with both recorded.`,
  };
}

/** The pairs /monitor compares, chosen because they are commonly linked (sleep and tiredness, stress and sleep). */
export const MEASURE_PAIRS: [string, string][] = [
  ['sleep', 'fatigue'],
  ['stress', 'sleep'],
  ['stress', 'mood'],
];

/**
 * Every pattern /monitor looks for: each measure against her cycle (when she records periods) and the usual
 * pairs. Results that need more data are kept so the page can say how much more.
 */
export function monitorPatterns(input: {
  measures: readonly NamedMeasure[];
  periods: readonly PeriodRecord[];
}): PatternResult[] {
  const byId = new Map(input.measures.map((measure) => [measure.id, measure]));
  const cycleResults = input.measures.map((measure) => premenstrualPattern(measure, input.periods));
  const pairResults = MEASURE_PAIRS.flatMap(([firstId, secondId]) => {
    const first = byId.get(firstId);
    const second = byId.get(secondId);
    return first && second ? [movingTogetherPattern(first, second)] : [];
  });
  return [...cycleResults, ...pairResults];
}
