import { carriedOverItems } from '@/lib/diary/carry-over';
import type { CheckRecord, Finding } from '@/lib/diary/findings';
import { carriedAfter } from './carried-after';
import { newCheckDraft, type CheckDraft, type FindingDraft } from './check-draft';

const TODAY = '2025-11-09';

function finding(id: string, overrides: Partial<Finding> = {}): Finding {
  return {
    id,
    side: 'LEFT',
    kind: 'LUMP',
    severity: 2,
    position: { area: 'breast', clock: 2, distanceCm: 3 },
    sizeMm: null,
    feel: null,
    status: 'NEW',
    note: null,
    ...overrides,
  };
}

const october: CheckRecord = {
  id: 'oct',
  checked: '2025-10-12T08:00:00.000Z',
  day: '2025-10-12',
  cycle: { kind: 'no-periods', reason: 'MENOPAUSE' },
  cycleLength: null,
  findings: [
    finding('lump'),
    finding('pain', { kind: 'PAIN', side: 'RIGHT', position: { area: 'armpit' } }),
    finding('cyst', { side: 'RIGHT' }),
    finding('swelling', { kind: 'SWELLING', position: { area: 'whole' } }),
  ],
};
/** What the page listed when it opened. */
const listed = carriedOverItems([october], TODAY);

function saved(overrides: Partial<CheckDraft>): CheckDraft {
  return { ...newCheckDraft('her', 'this-check', new Date(`${TODAY}T08:00:00Z`)), ...overrides };
}

const noticed: FindingDraft = {
  id: 'new-lump',
  side: 'RIGHT',
  kind: 'LUMP',
  severity: 3,
  position: { area: 'breast', clock: 10, distanceCm: 2 },
  sizeMm: 8,
  feel: 'HARD',
  status: 'NEW',
  note: '',
};

test('the next check asks about what the saved check left open, as it left it, and what it first recorded', () => {
  const check = saved({
    anythingDifferent: true,
    findings: [noticed],
    carried: { lump: 'STILL_THERE', pain: 'GONE', cyst: 'CHANGED', swelling: 'NOT_CHECKED' },
    changes: {
      cyst: { ...noticed, id: 'cyst', side: 'RIGHT', position: { area: 'breast', clock: 7, distanceCm: 4 }, note: '' },
    },
  });
  const next = carriedAfter(listed, check, TODAY);

  expect(next.map((item) => item.id)).toEqual(['lump', 'cyst', 'swelling', 'new-lump']);
  expect(next[0]).toMatchObject({ label: listed[0]!.label });
  // Changed: described as she now says it is, still dated from when she first noted it.
  expect(next[1]).toMatchObject({
    label: "12 Oct: lump, right breast, 7 o'clock, 4 cm from the nipple",
    position: { area: 'breast', clock: 7, distanceCm: 4 },
    latest: expect.objectContaining({ severity: 3, sizeMm: 8 }),
  });
  expect(next[2]).toEqual(listed[3]);
  expect(next[3]).toEqual({
    id: 'new-lump',
    side: 'RIGHT',
    position: noticed.position,
    label: "9 Nov: lump, right breast, 10 o'clock, 2 cm from the nipple",
    firstNoted: TODAY,
    latest: expect.objectContaining({ id: 'new-lump', status: 'NEW', note: null }),
  });
});

test('a saved check that answered nothing about them (no earlier findings listed) still adds what it found', () => {
  const check = saved({ anythingDifferent: true, findings: [noticed] });
  expect(carriedAfter([], check, TODAY).map((item) => item.id)).toEqual(['new-lump']);
  expect(carriedAfter([], saved({ anythingDifferent: false }), TODAY)).toEqual([]);
});

test('when the server kept an earlier try instead, the next check asks about the list as it was, nothing it added', () => {
  const check = saved({
    anythingDifferent: true,
    findings: [noticed],
    carried: { lump: 'STILL_THERE', pain: 'GONE', cyst: 'NOT_CHECKED', swelling: 'NOT_CHECKED' },
  });
  // What she changed after the try that landed may not be in her records: a lump noted only then is not.
  expect(carriedAfter(listed, check, TODAY, { savedEarlier: true })).toEqual(listed);
});
