import { demoId } from './demo-ids';

const DAY = 24 * 3600 * 1000;
const KINDS = ['Stress', 'Sleep', 'Mood', 'Fatigue'] as const;

/** Small deterministic wobble so the demo charts are not flat lines. */
function wobble(index: number, salt: number, span: number): number {
  return (index * 7 + salt * 3 + ((index * salt) % 5)) % span;
}

/** Twelve monthly self-checks, the newest `now`, one with a mild finding. */
export function monthlyObservations(uid: string, now: Date) {
  return Array.from({ length: 12 }, (_, month) => {
    const checked = new Date(now);
    checked.setUTCMonth(checked.getUTCMonth() - month);
    checked.setUTCHours(9, 0, 0, 0);
    if (checked > now) checked.setTime(checked.getTime() - DAY);
    const tender = month === 4;
    return {
      id: demoId(uid, 'observation', String(month)),
      checked: checked.toISOString(),
      cMonth: checked.getUTCMonth() + 1,
      cDuration: 5 + wobble(month, 1, 6),
      cLength: 26 + wobble(month, 2, 5),
      pLength: 4 + wobble(month, 3, 3),
      score: tender ? 2 : 0,
      bLeft: tender ? [{ kind: 'PAIN', severity: 2, location: 'UPPER_OUTER', note: 'Tender before period' }] : [],
      bRight: [],
      aMood: wobble(month, 4, 6),
      aStress: wobble(month, 5, 7),
      aSleep: wobble(month, 6, 6),
      aEnergy: wobble(month, 7, 6),
      mood: month % 3 === 0 ? ['IRRITABLE'] : [],
      stress: month % 4 === 0 ? ['OVERWHELMED'] : [],
      sleep: month % 2 === 0 ? ['WAKING_AT_NIGHT'] : [],
      energy: month % 5 === 0 ? ['TIREDNESS'] : [],
      neurological: month % 6 === 0 ? ['HEADACHE'] : [],
      psychological: [],
      gastrointestinal: month % 4 === 1 ? ['BLOATING'] : [],
      menopausal: [],
    };
  });
}

/** Weekly stress, sleep, mood and fatigue entries over the last 52 weeks. */
export function diaryEntries(uid: string, now: Date) {
  return Array.from({ length: 52 }, (_, week) => week).flatMap((week) => {
    const day = new Date(now.getTime() - week * 7 * DAY);
    const checked = day.toISOString().slice(0, 10);
    return KINDS.map((kind, k) => ({
      fieldName: `create${kind}`,
      input: {
        id: demoId(uid, kind, String(week)),
        checked,
        reminder: new Date(day.getTime() + 7 * DAY).toISOString().slice(0, 10),
        aLevel: 1 + wobble(week, k + 1, 8),
        aScore: 10 + wobble(week, k + 2, 60),
        aMonth: day.getUTCMonth() + 1,
      },
    }));
  });
}
