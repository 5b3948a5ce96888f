import type { CheckRecord } from '@/lib/diary/findings';
import { newCheckDraft, type CheckDraft, type FindingDraft } from './check-draft';
import { finaliseCheck } from './finalise';
import { storedAsSent } from './stored-as-sent';

const LUMP_ID = '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60';
const lump: FindingDraft = {
  id: LUMP_ID,
  side: 'LEFT',
  kind: 'LUMP',
  severity: 3,
  position: { area: 'breast', clock: 2, distanceCm: 3 },
  sizeMm: 8,
  feel: null,
  status: 'NEW',
  note: 'pea-sized',
};
const first: CheckDraft = {
  ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date('2025-11-09T08:00:00Z')),
  cycle: { kind: 'period', periodStart: '2025-11-01' },
  anythingDifferent: true,
  findings: [lump],
};

function sent(draft: CheckDraft, now = new Date('2025-11-09T08:06:00Z')) {
  const result = finaliseCheck(draft, { now, open: [] });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.input;
}

/** The record as the API gives it back after storing `input`. */
function stored(input: ReturnType<typeof sent>): CheckRecord {
  return {
    id: input.id,
    checked: input.checked,
    day: input.checked.slice(0, 10),
    cycle: { kind: 'period', periodStart: input.periodStart! },
    cycleLength: null,
    findings: [{ ...lump, kind: 'LUMP', severity: 3 }],
  };
}

test('the record she sent, stored, is as sent, whatever the time of the try', () => {
  const input = sent(first);
  expect(storedAsSent(stored(input), input)).toBe(true);
  expect(storedAsSent(stored(input), sent(first, new Date('2025-11-09T08:09:00Z')))).toBe(true);
});

test('a retry with a finding added, or a finding or her cycle changed, is not what was stored', () => {
  const kept = stored(sent(first));
  const second = { ...lump, id: 'c2b1a7e0-59f4-4b3e-9e0f-1d2c3b4a5f61', side: 'RIGHT' as const };
  expect(storedAsSent(kept, sent({ ...first, findings: [lump, second] }))).toBe(false);
  expect(storedAsSent(kept, sent({ ...first, findings: [{ ...lump, severity: 4 }] }))).toBe(false);
  expect(storedAsSent(kept, sent({ ...first, cycle: { kind: 'not-given' } }))).toBe(false);
});
