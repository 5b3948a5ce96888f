import type { FindingDraft } from './check-draft';
import type { CheckEdit } from './edit';
import { mergeEdit } from './merge-edit';
import { overriddenWords } from './overridden-words';

const LUMP: FindingDraft = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  side: 'LEFT',
  kind: 'LUMP',
  severity: 2,
  position: { area: 'armpit' },
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: '',
};
const PAIN: FindingDraft = { ...LUMP, id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', side: 'RIGHT', kind: 'PAIN' };
const base: CheckEdit = {
  id: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f',
  revision: '2026-03-02T09:00:00.000Z',
  cycle: { kind: 'not-given' },
  findings: [LUMP, PAIN],
};
const NEWER = '2026-03-05T10:00:00.000Z';
const newer = (change: Partial<CheckEdit>): CheckEdit => ({ ...base, revision: NEWER, ...change });

test('changes to different answers are both kept, on the newer revision, and nothing is reported replaced', () => {
  const mine = { ...base, cycle: { kind: 'no-periods', reason: 'MENOPAUSE' } as const };
  const theirs = newer({ findings: [{ ...LUMP, note: 'smaller now' }, PAIN] });
  expect(mergeEdit({ base, mine, theirs })).toEqual({
    edit: { ...theirs, cycle: { kind: 'no-periods', reason: 'MENOPAUSE' } },
    overridden: [],
  });
});

test('different answers about one finding are merged answer by answer', () => {
  const mine = { ...base, findings: [{ ...LUMP, feel: 'HARD' as const }, PAIN] };
  const theirs = newer({ findings: [{ ...LUMP, sizeMm: 12 }, PAIN] });
  const merged = mergeEdit({ base, mine, theirs });
  expect(merged.edit.findings).toEqual([{ ...LUMP, feel: 'HARD', sizeMm: 12 }, PAIN]);
  expect(merged.overridden).toEqual([]);
});

test('an answer changed on both sides takes hers and says which answer it replaced', () => {
  const mine = {
    ...base,
    cycle: { kind: 'no-periods', reason: 'MENOPAUSE' } as const,
    findings: [{ ...LUMP, severity: 4, note: 'hurts' }, PAIN],
  };
  const theirs = newer({
    cycle: { kind: 'period', periodStart: '2026-02-20' },
    findings: [{ ...LUMP, severity: 3, note: 'hurts' }, PAIN],
  });
  const merged = mergeEdit({ base, mine, theirs });
  expect(merged.edit.cycle).toEqual({ kind: 'no-periods', reason: 'MENOPAUSE' });
  expect(merged.edit.findings[0]).toEqual({ ...LUMP, severity: 4, note: 'hurts' });
  // The note was changed the same way on both sides: nothing of theirs was lost there.
  expect(merged.overridden.map(overriddenWords)).toEqual([
    'Your cycle at the time',
    'Lump, left armpit: how marked it is',
  ]);
});

test('a finding added on each side is kept from both', () => {
  const hers = {
    ...LUMP,
    id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f',
    side: 'RIGHT' as const,
    kind: 'SWELLING' as const,
  };
  const elsewhere = { ...LUMP, id: 'd4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80', kind: 'DISCHARGE' as const };
  const merged = mergeEdit({
    base,
    mine: { ...base, findings: [LUMP, PAIN, hers] },
    theirs: newer({ findings: [LUMP, PAIN, elsewhere] }),
  });
  expect(merged.edit.findings).toEqual([LUMP, PAIN, elsewhere, hers]);
  expect(merged.overridden).toEqual([]);
});

test('a finding removed elsewhere that she edited is kept with her answers, and she is told', () => {
  const merged = mergeEdit({
    base,
    mine: { ...base, findings: [{ ...LUMP, note: 'still there' }, PAIN] },
    theirs: newer({ findings: [PAIN] }),
  });
  expect(merged.edit.findings).toEqual([PAIN, { ...LUMP, note: 'still there' }]);
  expect(merged.overridden.map(overriddenWords)).toEqual([
    'Lump, left armpit: it had been removed somewhere else, and it is kept because you changed it',
  ]);
});

test('a finding removed elsewhere that she left alone stays removed, without a word', () => {
  const merged = mergeEdit({
    base,
    mine: { ...base, cycle: { kind: 'no-periods', reason: 'OTHER' } },
    theirs: newer({ findings: [PAIN] }),
  });
  expect(merged.edit.findings).toEqual([PAIN]);
  expect(merged.overridden).toEqual([]);
});

test('a finding she removed stays removed, and if it was changed elsewhere she is told', () => {
  const changed = mergeEdit({
    base,
    mine: { ...base, findings: [PAIN] },
    theirs: newer({ findings: [{ ...LUMP, severity: 5 }, PAIN] }),
  });
  expect(changed.edit.findings).toEqual([PAIN]);
  expect(changed.overridden.map(overriddenWords)).toEqual([
    'Lump, left armpit: you removed it, and it had been changed somewhere else',
  ]);
  const untouched = mergeEdit({ base, mine: { ...base, findings: [PAIN] }, theirs: newer({}) });
  expect(untouched.edit.findings).toEqual([PAIN]);
  expect(untouched.overridden).toEqual([]);
});

test('answers compare as data, whatever order their keys were stored in', () => {
  const reordered = { ...LUMP, position: { distanceCm: 3, clock: 2, area: 'breast' as const } };
  const stored = { ...LUMP, position: { area: 'breast' as const, clock: 2, distanceCm: 3 } };
  const merged = mergeEdit({
    base: { ...base, findings: [stored, PAIN] },
    mine: { ...base, findings: [reordered, PAIN] },
    theirs: newer({ findings: [{ ...stored, feel: 'SOFT' }, PAIN] }),
  });
  expect(merged.edit.findings[0]).toEqual({ ...stored, feel: 'SOFT' });
  expect(merged.overridden).toEqual([]);
});
