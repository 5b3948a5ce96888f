import { randomUUID } from 'node:crypto';
import type { CycleContext } from './cycle';
import {
  carriedEntry,
  carriedOverLabel,
  describedCheck,
  describedChecks,
  findingLabel,
  openFindings,
  overallScore,
  trackFindings,
  type CheckRecord,
  type Finding,
} from './findings';

const lumpId = randomUUID();
const painId = randomUUID();

function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    id: lumpId,
    side: 'LEFT',
    kind: 'LUMP',
    severity: 3,
    position: { area: 'breast', clock: 2, distanceCm: 3 },
    sizeMm: null,
    feel: null,
    status: 'NEW',
    note: null,
    ...overrides,
  };
}

function check(day: string, findings: Finding[], cycle: CycleContext = { kind: 'not-given' }): CheckRecord {
  return { id: randomUUID(), checked: `${day}T09:00:00.000Z`, day, cycle, cycleLength: null, findings };
}

describe('carry-over', () => {
  test('a finding is followed by its id from check to check and stays open until she says it is gone', () => {
    const checks = [
      check('2025-10-12', [
        finding(),
        finding({ id: painId, kind: 'PAIN', side: 'RIGHT', position: { area: 'armpit' } }),
      ]),
      check('2025-11-09', [
        finding({ status: 'STILL_THERE' }),
        finding({ id: painId, kind: 'PAIN', side: 'RIGHT', status: 'GONE' }),
      ]),
    ];
    const open = openFindings(checks);
    expect(open.map((tracked) => tracked.id)).toEqual([lumpId]);
    expect(open[0]).toMatchObject({ firstNoted: '2025-10-12', lastSeen: '2025-11-09' });
    expect(open[0]!.history.map((mention) => mention.status)).toEqual(['NEW', 'STILL_THERE']);
  });

  test('checks are read in time order whatever order they arrive in', () => {
    const tracked = trackFindings([
      check('2025-11-09', [finding({ status: 'GONE' })]),
      check('2025-10-12', [finding()]),
    ]);
    expect(tracked[0]).toMatchObject({ firstNoted: '2025-10-12', latest: { status: 'GONE' } });
  });

  test('a finding not mentioned in a later check is still open', () => {
    const open = openFindings([check('2025-10-12', [finding()]), check('2025-11-09', [])]);
    expect(open[0]).toMatchObject({ id: lumpId, lastSeen: '2025-10-12' });
  });

  test('findings recorded before findings were followed (no id) are not carried over', () => {
    expect(openFindings([check('2025-10-12', [finding({ id: null })])])).toEqual([]);
  });

  test('the carried entry keeps the id, side and kind; only a change takes her new details', () => {
    const [tracked] = trackFindings([check('2025-10-12', [finding({ note: 'pea-sized' })])]);
    expect(carriedEntry(tracked!, 'STILL_THERE', { severity: 5 })).toEqual(
      finding({ note: 'pea-sized', status: 'STILL_THERE' }),
    );
    expect(carriedEntry(tracked!, 'CHANGED', { severity: 5 })).toEqual(
      finding({ note: 'pea-sized', status: 'CHANGED', severity: 5 }),
    );
    expect(carriedEntry(tracked!, 'GONE').status).toBe('GONE');
  });

  test('a correction to the check where she described it reaches every later "still there" mention', () => {
    // 20 Mar stored a copy of the description of 2 Mar; she then corrected 2 Mar.
    const corrected = finding({ position: { area: 'breast', clock: 10, distanceCm: 3 }, sizeMm: 25 });
    const stillThere = finding({ status: 'STILL_THERE', sizeMm: 10 });
    const [tracked] = trackFindings([check('2025-03-02', [corrected]), check('2025-03-20', [stillThere])]);
    expect(tracked!.latest).toMatchObject({ position: corrected.position, sizeMm: 25, status: 'STILL_THERE' });
    expect(carriedOverLabel(tracked!, '2025-04-10')).toBe("2 Mar: lump, left breast, 10 o'clock, 3 cm from the nipple");
    expect(carriedEntry(tracked!, 'STILL_THERE')).toMatchObject({ sizeMm: 25, position: corrected.position });
  });

  test('each check reads as her checks up to it describe it: corrected copies, never a later change', () => {
    const corrected = check('2025-03-02', [finding({ position: { area: 'breast', clock: 10, distanceCm: 3 } })]);
    const stillThere = check('2025-03-20', [finding({ status: 'STILL_THERE' })]);
    const changed = check('2025-04-20', [finding({ status: 'CHANGED', sizeMm: 30 })]);
    const gone = check('2025-05-20', [finding({ status: 'GONE' })]);
    const unfollowed = check('2025-03-25', [finding({ id: null, status: 'STILL_THERE', kind: 'PAIN' })]);
    const checks = [gone, stillThere, unfollowed, changed, corrected];
    const described = describedChecks(checks);
    expect(described.map((c) => c.id)).toEqual(checks.map((c) => c.id));
    expect(described[1]!.findings).toEqual([{ ...corrected.findings[0]!, status: 'STILL_THERE' }]);
    expect(described[2]).toEqual(unfollowed);
    expect(described[0]!.findings).toEqual([{ ...changed.findings[0]!, status: 'GONE' }]);
    // One check from her others (which may leave it out), as the whole list describes it.
    expect(describedCheck([corrected, changed], stillThere)).toEqual(described[1]);
  });

  test('a changed mention describes it from then on; a later "gone" keeps that description', () => {
    const changed = finding({ status: 'CHANGED', sizeMm: 30, note: 'bigger' });
    const [tracked] = trackFindings([
      check('2025-03-02', [finding({ sizeMm: 10 })]),
      check('2025-03-20', [changed]),
      check('2025-04-20', [finding({ status: 'GONE', sizeMm: 10 })]),
    ]);
    expect(tracked!.latest).toEqual({ ...changed, status: 'GONE' });
  });

  test('with the check where she first noted it deleted, it is followed from its earliest remaining mention', () => {
    const later = [
      check('2025-02-20', [finding({ status: 'STILL_THERE' })]),
      check('2025-03-01', [finding({ status: 'STILL_THERE' })]),
    ];
    const [tracked] = trackFindings(later);
    expect(tracked).toMatchObject({ firstNoted: '2025-02-20', latest: { kind: 'LUMP', status: 'STILL_THERE' } });
    const [withFirst] = trackFindings([check('2025-01-05', [finding()]), ...later]);
    expect(withFirst).toMatchObject({ firstNoted: '2025-01-05' });
  });

  test('is introduced with the date she first noted it and where it is', () => {
    const [tracked] = trackFindings([check('2025-10-12', [finding()])]);
    expect(carriedOverLabel(tracked!, '2025-11-09')).toBe("12 Oct: lump, left breast, 2 o'clock, 3 cm from the nipple");
    expect(findingLabel(finding({ position: null, side: 'RIGHT', kind: 'SIZE_OR_SHAPE_CHANGE' }))).toBe(
      'change in size or shape, right breast',
    );
  });
});

test('the overall score follows the most marked finding still there', () => {
  expect(overallScore([])).toBe(0);
  expect(overallScore([{ severity: 5, status: 'GONE' }])).toBe(0);
  expect(
    overallScore([
      { severity: 1, status: 'NEW' },
      { severity: 3, status: 'STILL_THERE' },
    ]),
  ).toBe(6);
  expect(overallScore([{ severity: 5, status: 'CHANGED' }])).toBe(10);
});
