import { addDays, daysBetween, toDay, type Day } from './days';
import { CHECK_IN_KINDS, SCALES, type CheckInKind } from './scale';
import { checkInScore } from './score';
import type { PeriodRecord } from './series';
import { symptomValues } from './symptoms';

/**
 * A year of believable wellbeing data for the demo account, the same every time for the same user and end date,
 * so every chart and /monitor pattern has something true to show:
 * - periods every 27-30 days, lasting 4-6 days;
 * - stress, sleep, mood and fatigue check-ins twice a week, with a three-week holiday gap (a gap on the charts);
 * - stress, mood and fatigue a few points higher in the week before each period (the premenstrual pattern);
 * - busy weeks that raise sleep and fatigue together (the moving-together pattern);
 * - a monthly self-check a week after each period starts; at one she notes a tender area on the breast map, and
 *   at the next she records it as gone.
 * Record shapes follow the schema's create inputs; `symptoms` and `periodStart` are what the forms collect.
 */
export interface DemoCheckIn {
  id: string;
  kind: CheckInKind;
  checked: Day;
  reminder: Day | null;
  aLevel: number;
  aScore: number;
  aMonth: number;
  symptoms: string[];
}

/** A finding as the breast map records it: placed by clock and distance, and followed by its id. */
export interface DemoFinding {
  id: string;
  kind: 'PAIN';
  severity: number;
  location: 'UPPER_OUTER';
  clock: number;
  distanceCm: number;
  status: 'NEW' | 'GONE';
  note: string;
}

// The tender area's id is fixed rather than drawn from the generator, so adding it left every other demo value as
// it was. Her left breast at 10 o'clock is its upper outer quarter (lib/check/breast-map quadrantOf).
const TENDER_AREA = {
  id: '5e1d7a2c-3b4f-4c6d-8e9a-0b1c2d3e4f50',
  kind: 'PAIN',
  location: 'UPPER_OUTER',
  clock: 10,
  distanceCm: 4,
} as const;

/** The tender area as she records it at a check: first noted, then gone at the next one. */
function tenderArea(status: DemoFinding['status']): DemoFinding {
  return status === 'NEW'
    ? { ...TENDER_AREA, severity: 2, status, note: 'Tender and achy, no lump that I can feel' }
    : { ...TENDER_AREA, severity: 1, status, note: 'Not tender any more' };
}

export interface DemoCheck {
  id: string;
  /** AWSDateTime, 9 am UTC. */
  checked: string;
  cMonth: number;
  cDuration: number;
  cLength: number;
  pLength: number;
  /** First day of the period before the check (the diary's cycle context). */
  periodStart: Day;
  score: number;
  bLeft: DemoFinding[];
  bRight: DemoFinding[];
  aMood: number;
  aStress: number;
  aSleep: number;
  aEnergy: number;
  mood: string[];
  stress: string[];
  sleep: string[];
  energy: string[];
}

export interface DemoYear {
  periods: PeriodRecord[];
  checkIns: DemoCheckIn[];
  checks: DemoCheck[];
}

/** mulberry32: a tiny seeded generator; quality is plenty for demo noise. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A version-4-shaped UUID from the generator, so ids are stable for the same user and end date. */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (Math.floor(random() * 4) + 8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const BASE_LEVEL: Record<CheckInKind, number> = { stress: 3, sleep: 3, mood: 2, fatigue: 3 };
const PREMENSTRUAL_RISE: Record<CheckInKind, number> = { stress: 2, sleep: 0, mood: 3, fatigue: 2 };
const BUSY_WEEK_RISE: Record<CheckInKind, number> = { stress: 1, sleep: 3, mood: 0, fatigue: 3 };

function buildPeriods(start: Day, end: Day, random: () => number): PeriodRecord[] {
  const periods: PeriodRecord[] = [];
  for (let day = start; day <= end; day = addDays(day, 27 + Math.floor(random() * 4))) {
    periods.push({ start: day, lengthDays: 4 + Math.floor(random() * 3) });
  }
  return periods;
}

export function buildDemoYear(options: { uid: string; endDate: Day | Date; seed?: number }): DemoYear {
  const end = toDay(options.endDate);
  const start = addDays(end, -364);
  const random = seededRandom(hashText(options.uid) ^ (options.seed ?? 2026));
  const periods = buildPeriods(addDays(start, -10), end, random);
  const starts = periods.map((period) => period.start);
  const daysToNextPeriod = (day: Day) => {
    const next = starts.find((periodStart) => periodStart > day);
    return next ? daysBetween(day, next) : Infinity;
  };
  const holiday = { from: addDays(start, 150), to: addDays(start, 170) };
  const busyWeek = new Map<number, boolean>();
  const isBusy = (day: Day) => {
    const week = Math.floor(daysBetween(start, day) / 7);
    if (!busyWeek.has(week)) busyWeek.set(week, random() < 0.3);
    return busyWeek.get(week)!;
  };

  const levelOn = (kind: CheckInKind, day: Day) => {
    const premenstrual = daysToNextPeriod(day) <= 7 ? PREMENSTRUAL_RISE[kind] : 0;
    const busy = isBusy(day) ? BUSY_WEEK_RISE[kind] : 0;
    const noise = Math.round(random() * 2 - 1);
    return Math.max(0, Math.min(10, BASE_LEVEL[kind] + premenstrual + busy + noise));
  };
  const symptomsFor = (kind: CheckInKind, level: number) => {
    const values = symptomValues(SCALES[kind].symptomGroup);
    const count = level >= 7 ? 3 : level >= 5 ? 2 : level >= 4 ? 1 : 0;
    // The first few values of each enum are the commonest complaints; lean on them so the bars have a shape.
    return [...new Set(Array.from({ length: count }, () => values[Math.floor(random() ** 2 * values.length)]!))];
  };

  const checkIns: DemoCheckIn[] = [];
  for (let day = start, step = 0; day <= end; day = addDays(day, step % 2 ? 4 : 3), step += 1) {
    if (day >= holiday.from && day <= holiday.to) continue;
    for (const kind of CHECK_IN_KINDS) {
      const aLevel = levelOn(kind, day);
      const symptoms = symptomsFor(kind, aLevel);
      checkIns.push({
        id: uuidFrom(random),
        kind,
        checked: day,
        reminder: null,
        aLevel,
        aScore: checkInScore(aLevel, symptoms.length),
        aMonth: Number(day.slice(5, 7)),
        symptoms,
      });
    }
  }
  const latest = new Map(checkIns.map((entry) => [entry.kind, entry]));
  for (const entry of latest.values()) entry.reminder = addDays(entry.checked, 7);

  const nearestLevel = (kind: CheckInKind, day: Day) =>
    checkIns
      .filter((entry) => entry.kind === kind)
      .reduce((best, entry) =>
        Math.abs(daysBetween(entry.checked, day)) < Math.abs(daysBetween(best.checked, day)) ? entry : best,
      );

  const checks: DemoCheck[] = periods.flatMap((period, index) => {
    const day = addDays(period.start, 7);
    if (day < start || day > end) return [];
    const next = periods[index + 1];
    const tenderIndex = Math.floor(periods.length / 2);
    const tender = index === tenderIndex;
    const tenderGone = index === tenderIndex + 1;
    const entries = Object.fromEntries(CHECK_IN_KINDS.map((kind) => [kind, nearestLevel(kind, day)])) as Record<
      CheckInKind,
      DemoCheckIn
    >;
    return [
      {
        id: uuidFrom(random),
        checked: `${day}T09:00:00.000Z`,
        cMonth: Number(day.slice(5, 7)),
        cDuration: 5 + Math.floor(random() * 6),
        cLength: next ? daysBetween(period.start, next.start) : 28,
        pLength: period.lengthDays,
        periodStart: period.start,
        // As the check screen scores it (lib/diary/findings overallScore): severity 2 of 5 is 4 of 10.
        score: tender ? 4 : 0,
        bLeft: tender ? [tenderArea('NEW')] : tenderGone ? [tenderArea('GONE')] : [],
        bRight: [],
        aMood: entries.mood.aLevel,
        aStress: entries.stress.aLevel,
        aSleep: entries.sleep.aLevel,
        aEnergy: entries.fatigue.aLevel,
        mood: entries.mood.symptoms,
        stress: entries.stress.symptoms,
        sleep: entries.sleep.symptoms,
        energy: entries.fatigue.symptoms,
      },
    ];
  });

  return { periods: periods.filter((period) => period.start <= end), checkIns, checks };
}
