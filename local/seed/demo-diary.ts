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

/** The year's check-ins as createStress/createSleep/createMood/createFatigue calls; the API works out each score. */
export function diaryEntries(uid: string, year: DemoYear) {
  return year.checkIns.map((entry, index) => ({
    fieldName: `create${RECORD_TYPES[entry.kind]}`,
    input: {
      id: demoId(uid, RECORD_TYPES[entry.kind], String(index)),
      checked: entry.checked,
      reminder: entry.reminder,
      aLevel: entry.aLevel,
      aMonth: entry.aMonth,
      [SYMPTOM_INPUTS[entry.kind]]: entry.symptoms,
    },
  }));
}
