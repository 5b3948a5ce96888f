import { buildDemoYear, type DemoYear } from '@/lib/trends';
import { demoId } from './demo-ids';

const HOUR = 3600 * 1000;
const RECORD_TYPES = { stress: 'Stress', sleep: 'Sleep', mood: 'Mood', fatigue: 'Fatigue' } as const;
const SYMPTOM_INPUTS = {
  stress: 'stressSymptoms',
  sleep: 'sleepSymptoms',
  mood: 'moodSymptoms',
  fatigue: 'energySymptoms',
} as const;

/**
 * The demo year (lib/trends buildDemoYear): periods, twice-weekly check-ins with the patterns /monitor looks for,
 * and a self-check a week after each period starts. It ends the day before when the morning's 9 am check would
 * still be in the future. Ids are derived from the uid and the record's place in the year.
 */
export function demoYear(uid: string, now: Date): DemoYear {
  return buildDemoYear({ uid, endDate: new Date(now.getTime() - 10 * HOUR) });
}

/** The year's self-checks as createObservation inputs. */
export function monthlyObservations(uid: string, year: DemoYear) {
  return year.checks.map(({ id: _id, ...check }, index) => ({
    ...check,
    id: demoId(uid, 'observation', String(index)),
    neurological: [],
    psychological: [],
    gastrointestinal: [],
    menopausal: [],
  }));
}

/**
 * PHQ-4 answers (each 0-3) for the first mood check-in of each month, so /mood shows past results: they follow
 * the check-in's level, the anxiety pair a little above the low-mood pair, as in the demo story's stressful weeks.
 */
function demoPhq4(level: number): number[] {
  const item = (lift: number) => Math.min(3, Math.max(0, Math.round((level + lift) / 3)));
  return [item(1), item(0), item(-1), item(-2)];
}

/** The year's check-ins as createStress/createSleep/createMood/createFatigue calls; the API works out each score. */
export function diaryEntries(uid: string, year: DemoYear) {
  const monthsWithPhq4 = new Set<string>();
  return year.checkIns.map((entry, index) => {
    const month = entry.checked.slice(0, 7);
    const withPhq4 = entry.kind === 'mood' && !monthsWithPhq4.has(month);
    if (withPhq4) monthsWithPhq4.add(month);
    return {
      fieldName: `create${RECORD_TYPES[entry.kind]}`,
      input: {
        id: demoId(uid, RECORD_TYPES[entry.kind], String(index)),
        checked: entry.checked,
        reminder: entry.reminder,
        aLevel: entry.aLevel,
        aMonth: entry.aMonth,
        [SYMPTOM_INPUTS[entry.kind]]: entry.symptoms,
        ...(withPhq4 ? { phq4: demoPhq4(entry.aLevel) } : {}),
      },
    };
  });
}
