import { daysBetween } from './days';
import { buildDemoYear } from './demo-year';
import { monitorPatterns } from './patterns';
import { CHECK_IN_KINDS, SCALES } from './scale';
import { checkInScore } from './score';
import { buildSeries, levelPoints } from './series';
import { symptomValues } from './symptoms';

const END = '2026-11-23';
const year = buildDemoYear({ uid: 'demo-user', endDate: END });

describe('buildDemoYear', () => {
  it('is the same every time for the same user and end date, and differs for another user', () => {
    expect(buildDemoYear({ uid: 'demo-user', endDate: END })).toEqual(year);
    expect(buildDemoYear({ uid: 'someone-else', endDate: END }).checkIns[0]?.id).not.toBe(year.checkIns[0]?.id);
  });

  it('covers one year up to the end date, never the future', () => {
    const days = year.checkIns.map((entry) => entry.checked).sort();
    expect(days.at(-1)! <= END).toBe(true);
    expect(daysBetween(days[0]!, END)).toBeGreaterThanOrEqual(360);
    expect(year.checks.length).toBeGreaterThanOrEqual(11);
    expect(year.checks.every((check) => check.checked.slice(0, 10) <= END)).toBe(true);
  });

  it('has periods every 27 to 30 days', () => {
    const lengths = year.periods.slice(1).map((period, index) => daysBetween(year.periods[index]!.start, period.start));
    expect(lengths.length).toBeGreaterThanOrEqual(11);
    expect(lengths.every((length) => length >= 27 && length <= 30)).toBe(true);
  });

  it('writes valid records: levels 0-10, the server score, enum symptoms, unique ids', () => {
    for (const entry of year.checkIns) {
      expect(entry.aLevel).toBeGreaterThanOrEqual(0);
      expect(entry.aLevel).toBeLessThanOrEqual(10);
      expect(entry.aScore).toBe(checkInScore(entry.aLevel, entry.symptoms.length));
      expect(entry.aMonth).toBe(Number(entry.checked.slice(5, 7)));
      expect(
        entry.symptoms.every((value) => symptomValues(SCALES[entry.kind].symptomGroup).includes(value as never)),
      ).toBe(true);
    }
    const ids = [...year.checkIns, ...year.checks].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(
      true,
    );
  });

  it('has a holiday gap that the charts keep as a gap', () => {
    const stress = levelPoints(year.checkIns.filter((entry) => entry.kind === 'stress'));
    expect(buildSeries(stress, { range: '12m', today: END }).segments.length).toBeGreaterThanOrEqual(2);
  });

  it('gives /monitor true patterns to find: mood before the period, sleep and fatigue together', () => {
    const measures = CHECK_IN_KINDS.map((kind) => ({
      id: kind,
      name: `${kind} level`,
      points: levelPoints(year.checkIns.filter((entry) => entry.kind === kind)),
    }));
    const shown = monitorPatterns({ measures, periods: year.periods })
      .filter((result) => result.status === 'shown')
      .map((result) => result.id);
    expect(shown).toEqual(
      expect.arrayContaining(['premenstrual-mood', 'premenstrual-stress', 'together-sleep-fatigue']),
    );
    expect(shown).not.toContain('premenstrual-sleep');
  });
});
