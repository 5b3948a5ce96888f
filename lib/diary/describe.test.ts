import { checkSummary } from './describe';
import { notCheckedIn, type CheckRecord, type Finding } from './findings';

const lump: Finding = {
  id: 'lump',
  side: 'LEFT',
  kind: 'LUMP',
  severity: 2,
  position: null,
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: null,
};

function check(id: string, checked: string, findings: Finding[]): CheckRecord {
  return { id, checked, day: checked.slice(0, 10), cycle: { kind: 'not-given' }, cycleLength: null, findings };
}

const october = check('oct', '2025-10-12T08:00:00.000Z', [lump]);
// "I didn't check this today" about the lump: the check records nothing about it.
const november = check('nov', '2025-11-09T08:00:00.000Z', []);
const december = check('dec', '2025-12-07T08:00:00.000Z', [{ ...lump, status: 'GONE' }]);
const checks = [october, november, december];

test('a check that did not check an earlier finding says so, never reading as if it had gone', () => {
  expect(notCheckedIn(checks, november).map((tracked) => tracked.id)).toEqual(['lump']);
  expect(checkSummary(november, notCheckedIn(checks, november))).toBe(
    'Nothing different from usual. Not checked this time: lump, left breast',
  );
});

test('a check that answered about it, or came before it, or after it had gone, lists nothing as not checked', () => {
  expect(notCheckedIn(checks, october)).toEqual([]);
  expect(notCheckedIn(checks, december)).toEqual([]);
  const january = check('jan', '2026-01-04T08:00:00.000Z', []);
  expect(notCheckedIn([...checks, january], january)).toEqual([]);
  expect(checkSummary(december, [])).toBe('lump, left breast (gone)');
});
