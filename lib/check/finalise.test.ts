import { trackFindings, type CheckRecord } from '@/lib/diary/findings';
import { newCheckDraft, type CheckDraft, type FindingDraft } from './check-draft';
import { carriedErrors, cycleDayOnCheck, fieldId, finaliseCheck } from './finalise';

const STARTED = new Date('2025-11-09T08:00:00Z');
const NOW = new Date('2025-11-09T08:06:20Z');
const RECORD = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';

function draft(overrides: Partial<CheckDraft> = {}): CheckDraft {
  return { ...newCheckDraft('her', RECORD, STARTED), stage: 'question', stepIndex: 6, ...overrides };
}

function newFinding(overrides: Partial<FindingDraft> = {}): FindingDraft {
  return {
    id: '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60',
    side: 'LEFT',
    kind: 'LUMP',
    severity: 3,
    position: { area: 'breast', clock: 2, distanceCm: 3 },
    sizeMm: 8,
    feel: 'HARD',
    status: 'NEW',
    note: '  pea-sized  ',
    ...overrides,
  };
}

const earlier: CheckRecord = {
  id: 'earlier',
  checked: '2025-10-12T08:00:00.000Z',
  day: '2025-10-12',
  cycle: { kind: 'not-given' },
  cycleLength: null,
  findings: [
    { ...newFinding({ id: 'old-lump', side: 'RIGHT' }), kind: 'LUMP', severity: 2, status: 'NEW', note: null },
  ],
};

test('"no change" becomes a record with the check’s id, time, month, duration and cycle context', () => {
  const result = finaliseCheck(
    draft({ anythingDifferent: false, cycle: { kind: 'period', periodStart: '2025-10-30' } }),
    { now: NOW, open: [] },
  );
  expect(result).toEqual({
    ok: true,
    input: {
      id: RECORD,
      checked: NOW.toISOString(),
      cMonth: 11,
      cDuration: 6,
      periodStart: '2025-10-30',
      noPeriods: null,
      score: 0,
      bLeft: [],
      bRight: [],
    },
  });
});

test('a finding is saved on its side with its map position, and the score follows its severity', () => {
  const result = finaliseCheck(draft({ anythingDifferent: true, findings: [newFinding()] }), { now: NOW, open: [] });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  expect(result.input.score).toBe(6);
  expect(result.input.bLeft).toEqual([
    {
      id: newFinding().id,
      kind: 'LUMP',
      severity: 3,
      location: 'UPPER_INNER',
      clock: 2,
      distanceCm: 3,
      sizeMm: 8,
      feel: 'HARD',
      status: 'NEW',
      note: 'pea-sized',
    },
  ]);
});

test('carried-over answers come from her own earlier records; unanswered ones are left out', () => {
  const open = trackFindings([earlier]);
  const answered = finaliseCheck(
    draft({ anythingDifferent: false, carried: { 'old-lump': 'STILL_THERE', 'not-hers': 'GONE' } }),
    { now: NOW, open },
  );
  expect(answered.ok && answered.input.bRight).toEqual([
    expect.objectContaining({ id: 'old-lump', status: 'STILL_THERE', clock: 2 }),
  ]);
  expect(answered.ok && answered.input.score).toBe(4);
  const unanswered = finaliseCheck(draft({ anythingDifferent: false }), { now: NOW, open });
  expect(unanswered.ok && unanswered.input.bRight).toEqual([]);
});

test('a carried finding she says has changed is saved as she now describes it, still the same finding', () => {
  const open = trackFindings([earlier]);
  const grown = newFinding({
    id: 'old-lump',
    side: 'LEFT',
    kind: 'PAIN',
    severity: 4,
    sizeMm: 14,
    feel: 'HARD',
    status: 'CHANGED',
    note: ' bigger ',
  });
  const result = finaliseCheck(
    draft({ anythingDifferent: false, carried: { 'old-lump': 'CHANGED' }, changes: { 'old-lump': grown } }),
    { now: NOW, open },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  // Side and kind stay as first recorded: a lump that changed is still that lump.
  expect(result.input.bRight).toEqual([
    expect.objectContaining({ id: 'old-lump', kind: 'LUMP', status: 'CHANGED', severity: 4, sizeMm: 14 }),
  ]);
  expect(result.input.bRight![0]).toMatchObject({ feel: 'HARD', note: 'bigger' });
  expect(result.input.bLeft).toEqual([]);
  expect(result.input.score).toBe(8);
});

test('a description kept for a carried finding is not used unless her answer is Changed', () => {
  const open = trackFindings([earlier]);
  const result = finaliseCheck(
    draft({
      anythingDifferent: false,
      carried: { 'old-lump': 'STILL_THERE' },
      changes: { 'old-lump': newFinding({ id: 'old-lump', side: 'RIGHT', severity: 5, sizeMm: 40 }) },
    }),
    { now: NOW, open },
  );
  expect(result.ok && result.input.bRight).toEqual([
    expect.objectContaining({ id: 'old-lump', status: 'STILL_THERE', severity: 2, sizeMm: 8 }),
  ]);
});

test('each earlier finding needs an answer before she starts, and a changed one a description that can be saved', () => {
  const items = [
    { id: 'old-lump', label: '12 Oct: lump, right breast' },
    { id: 'old-pain', label: '3 Nov: pain, left armpit' },
  ];
  const blank = draft({ stage: 'carried' });
  expect(carriedErrors(items, blank)).toEqual({
    [fieldId.carried(items[0]!)]:
      'Say whether this is still there, has changed or has gone: 12 Oct: lump, right breast.',
    [fieldId.carried(items[1]!)]: 'Say whether this is still there, has changed or has gone: 3 Nov: pain, left armpit.',
  });
  const tooBig = newFinding({ id: 'old-lump', side: 'RIGHT', sizeMm: 101 });
  const answered = draft({
    stage: 'carried',
    carried: { 'old-lump': 'CHANGED', 'old-pain': 'GONE' },
    changes: { 'old-lump': tooBig },
  });
  expect(carriedErrors(items, answered)).toEqual({
    [fieldId.sizeMm(tooBig)]: 'Give the size as a whole number of millimetres from 1 to 100, or leave it empty.',
  });
  expect(finaliseCheck({ ...answered, anythingDifferent: false }, { now: NOW, open: [] }).ok).toBe(false);
  expect(carriedErrors(items, { ...answered, changes: { 'old-lump': { ...tooBig, sizeMm: 12 } } })).toEqual({});
});

test('a check holds at most 20 findings, counting the earlier ones she answered about', () => {
  const findings = Array.from({ length: 19 }, (_, i) => newFinding({ id: `new-${i}` }));
  const full = draft({ anythingDifferent: true, findings, carried: { 'old-lump': 'GONE' } });
  expect(finaliseCheck(full, { now: NOW, open: [] }).ok).toBe(true);
  expect(
    finaliseCheck({ ...full, findings: [...findings, newFinding({ id: 'new-19' })] }, { now: NOW, open: [] }),
  ).toEqual({
    ok: false,
    errors: {
      [fieldId.anything]:
        'A check can hold up to 20 changes, including those from earlier checks: this one has 21. Remove 1, or answer “I didn’t check this today” for 1 of the earlier ones, before you save.',
    },
  });
});

/** Her earlier checks with `count` open findings, each tracked as the server tracks them. */
function openLumps(count: number) {
  const findings = Array.from({ length: count }, (_, i) => ({
    ...newFinding({ id: `old-${i}`, side: 'RIGHT' }),
    kind: 'LUMP' as const,
    severity: 2,
    status: 'NEW' as const,
    note: null,
  }));
  return trackFindings([{ ...earlier, findings }]);
}

test('with more earlier findings than a check holds, she can save, leaving some for next time', () => {
  const open = openLumps(21);
  const allThere = Object.fromEntries(open.map((tracked) => [tracked.id, 'STILL_THERE' as const]));
  const everyOne = finaliseCheck(draft({ anythingDifferent: false, carried: allThere }), { now: NOW, open });
  expect(everyOne).toEqual({
    ok: false,
    errors: {
      [fieldId.carriedCount]:
        'A check can record up to 20 changes, and you have answered about 21 from earlier checks. For 1 of them, answer “I didn’t check this today”: it stays in your diary as before and you are asked again next time.',
    },
  });
  expect(carriedErrors([], { ...draft(), carried: allThere })).toEqual(everyOne.ok ? {} : everyOne.errors);

  const oneLeft = { ...allThere, 'old-20': 'NOT_CHECKED' as const };
  const saved = finaliseCheck(draft({ anythingDifferent: false, carried: oneLeft }), { now: NOW, open });
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  // Not in this check, so it stays open as it was, and nothing says it was still there or gone today.
  expect(saved.input.bRight!.map((finding) => finding.id)).toEqual(open.slice(0, 20).map((tracked) => tracked.id));
});

test('"I didn’t check this today" takes no room: with every earlier one left, she records 20 new changes', () => {
  const open = openLumps(25);
  const notChecked = Object.fromEntries(open.map((tracked) => [tracked.id, 'NOT_CHECKED' as const]));
  const findings = Array.from({ length: 20 }, (_, i) => newFinding({ id: `new-${i}` }));
  const result = finaliseCheck(draft({ anythingDifferent: true, findings, carried: notChecked }), { now: NOW, open });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  expect(result.input.bLeft).toHaveLength(20);
  expect(result.input.bRight).toEqual([]);
});

test('an earlier finding still open that the check says nothing about is left out, as "not checked" leaves it', () => {
  const open = trackFindings([earlier]);
  const silent = finaliseCheck(draft({ anythingDifferent: false }), { now: NOW, open });
  if (!silent.ok) throw new Error(JSON.stringify(silent.errors));
  const notChecked = finaliseCheck(draft({ anythingDifferent: false, carried: { 'old-lump': 'NOT_CHECKED' } }), {
    now: NOW,
    open,
  });
  expect(silent.input.bRight).toEqual([]);
  expect(notChecked.ok && notChecked.input).toEqual(silent.input);
});

test('an answer about a finding closed in another tab meanwhile saves, and is kept', () => {
  const open = trackFindings([earlier]);
  const result = finaliseCheck(draft({ anythingDifferent: false, carried: { 'old-lump': 'STILL_THERE' } }), {
    now: NOW,
    open,
  });
  expect(result.ok && result.input.bRight).toEqual([
    expect.objectContaining({ id: 'old-lump', status: 'STILL_THERE' }),
  ]);
});

test('each problem gets a message for its own field, and nothing she entered is changed', () => {
  const finding = newFinding({
    kind: null,
    severity: null,
    position: { area: 'breast', clock: 13, distanceCm: 3 },
    sizeMm: 0,
    note: 'x'.repeat(501),
  });
  const entered = draft({
    anythingDifferent: true,
    findings: [finding],
    cycle: { kind: 'period', periodStart: '2025-11-10' },
  });
  const copy = structuredClone(entered);
  const result = finaliseCheck(entered, { now: NOW, open: [] });
  expect(result).toEqual({
    ok: false,
    errors: {
      [fieldId.periodStart]: 'The first day of your last period cannot be after the day of the check.',
      [fieldId.kind(finding)]: 'Choose what kind of change you noticed.',
      [fieldId.severity(finding)]: 'Choose how marked it is, from 1 to 5.',
      [fieldId.position(finding)]: 'Choose a clock position from 1 to 12.',
      [fieldId.sizeMm(finding)]: 'Give the size as a whole number of millimetres from 1 to 100, or leave it empty.',
      [fieldId.note(finding)]: 'Keep the note to 500 characters or fewer: it has 501.',
    },
  });
  expect(entered).toEqual(copy);
});

test('a finding must be placed; "yes" with nothing added asks for the change or a no', () => {
  const unplaced = newFinding({ position: null });
  expect(finaliseCheck(draft({ anythingDifferent: true, findings: [unplaced] }), { now: NOW, open: [] })).toEqual({
    ok: false,
    errors: { [fieldId.position(unplaced)]: 'Mark where it is on the map, or choose the armpit or the whole breast.' },
  });
  expect(finaliseCheck(draft({ anythingDifferent: true }), { now: NOW, open: [] })).toEqual({
    ok: false,
    errors: { [fieldId.anything]: 'Add the change you noticed, or answer No if nothing is different.' },
  });
});

test('findings left in the draft are not saved when she then answers no', () => {
  const result = finaliseCheck(draft({ anythingDifferent: false, findings: [newFinding({ kind: null })] }), {
    now: NOW,
    open: [],
  });
  expect(result.ok && result.input.bLeft).toEqual([]);
});

test('cycle day on the day of the check', () => {
  expect(cycleDayOnCheck({ kind: 'period', periodStart: '2025-11-01' }, '2025-11-09')).toBe(9);
  expect(cycleDayOnCheck({ kind: 'period', periodStart: '2025-11-10' }, '2025-11-09')).toBeNull();
  expect(cycleDayOnCheck({ kind: 'no-periods', reason: 'MENOPAUSE' }, '2025-11-09')).toBeNull();
});
