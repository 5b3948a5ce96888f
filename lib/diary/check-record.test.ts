import type { ObservationFieldsFragment } from '@/graphql/generated/types';
import { toCheckRecord, toCycleInput, toFindingInputs } from './check-record';

const raw: ObservationFieldsFragment = {
  id: 'obs-1',
  checked: '2025-06-14T23:30:00.000Z',
  cMonth: 6,
  cDuration: 6,
  cLength: 29,
  pLength: null,
  periodStart: '2025-06-02',
  noPeriods: null,
  score: 6,
  updatedAt: '2025-06-14T23:31:00.000Z',
  bLeft: [
    {
      id: 'f-1',
      kind: 'LUMP',
      severity: 3,
      location: 'UPPER_INNER',
      clock: 2,
      distanceCm: 3,
      sizeMm: 8,
      feel: 'HARD',
      status: 'NEW',
      note: 'pea',
    },
  ],
  bRight: [
    {
      id: null,
      kind: 'PAIN',
      severity: 2,
      location: 'UPPER_OUTER',
      clock: null,
      distanceCm: null,
      sizeMm: null,
      feel: null,
      status: null,
      note: null,
    },
    {
      id: 'f-2',
      kind: 'SWELLING',
      severity: 1,
      location: 'ARMPIT',
      clock: null,
      distanceCm: null,
      sizeMm: null,
      feel: null,
      status: 'STILL_THERE',
      note: null,
    },
  ],
};

test('an observation becomes a check on her local day, with findings per side and their map positions', () => {
  const record = toCheckRecord(raw);
  expect(record).toMatchObject({
    id: 'obs-1',
    day: '2025-06-15',
    cycle: { kind: 'period', periodStart: '2025-06-02' },
    cycleLength: 29,
  });
  expect(record.findings).toEqual([
    expect.objectContaining({
      id: 'f-1',
      side: 'LEFT',
      position: { area: 'breast', clock: 2, distanceCm: 3 },
      status: 'NEW',
    }),
    expect.objectContaining({ id: null, side: 'RIGHT', kind: 'PAIN', position: null, status: 'NEW' }),
    expect.objectContaining({ id: 'f-2', side: 'RIGHT', position: { area: 'armpit' }, status: 'STILL_THERE' }),
  ]);
});

test('findings go back to the API shape per breast, with the quadrant worked out from the map', () => {
  const { bLeft, bRight } = toFindingInputs(toCheckRecord(raw).findings);
  expect(bLeft).toEqual([
    {
      id: 'f-1',
      kind: 'LUMP',
      severity: 3,
      location: 'UPPER_INNER',
      clock: 2,
      distanceCm: 3,
      sizeMm: 8,
      feel: 'HARD',
      status: 'NEW',
      note: 'pea',
    },
  ]);
  expect(bRight[0]).not.toHaveProperty('id');
  expect(bRight[1]).toMatchObject({ id: 'f-2', location: 'ARMPIT', clock: null, distanceCm: null });
});

test('cycle context goes to exactly one of period start or reason', () => {
  expect(toCycleInput({ kind: 'period', periodStart: '2025-06-02' })).toEqual({
    periodStart: '2025-06-02',
    noPeriods: null,
  });
  expect(toCycleInput({ kind: 'no-periods', reason: 'PREGNANCY' })).toEqual({
    periodStart: null,
    noPeriods: 'PREGNANCY',
  });
  expect(toCycleInput({ kind: 'not-given' })).toEqual({ periodStart: null, noPeriods: null });
});

test('a finding saved before the map keeps its quadrant, read and written back', () => {
  const before = { ...raw.bLeft[0]!, location: 'LOWER_OUTER' as const, clock: null, distanceCm: null };
  const record = toCheckRecord({ ...raw, bLeft: [before], bRight: [] });
  expect(record.findings[0]).toMatchObject({ position: null, quadrant: 'LOWER_OUTER' });
  expect(toFindingInputs(record.findings).bLeft[0]).toMatchObject({ location: 'LOWER_OUTER', clock: null });
});
