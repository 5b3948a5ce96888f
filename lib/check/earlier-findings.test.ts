import type { CheckRecord, Finding } from '@/lib/diary/findings';
import { earlierFindings, notAskedAbout } from './earlier-findings';

const THIS_CHECK = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';
const STARTED = '2025-11-09T08:00:00.000Z';

function finding(id: string, status: Finding['status']): Finding {
  return { id, side: 'LEFT', kind: 'LUMP', severity: 2, position: null, sizeMm: null, feel: null, status, note: null };
}

function check(id: string, checked: string, findings: Finding[]): CheckRecord {
  return { id, checked, day: checked.slice(0, 10), cycle: { kind: 'not-given' }, cycleLength: null, findings };
}

const ids = (list: readonly { id: string }[]) => list.map((tracked) => tracked.id).sort();

test('every finding open when she started is expected; one already gone before then is not', () => {
  const checks = [
    check('oct', '2025-10-12T08:00:00.000Z', [finding('lump', 'NEW'), finding('pain', 'NEW')]),
    check('nov', '2025-11-02T08:00:00.000Z', [finding('lump', 'STILL_THERE'), finding('pain', 'GONE')]),
  ];
  const earlier = earlierFindings(checks, { recordId: THIS_CHECK, startedAt: STARTED });
  expect(ids(earlier.expected)).toEqual(['lump']);
  expect(ids(earlier.answerable)).toEqual(['lump']);
});

test('one closed in another tab since she started is not expected, but her answer to it can still be kept', () => {
  const checks = [
    check('oct', '2025-10-12T08:00:00.000Z', [finding('lump', 'NEW')]),
    check('other-tab', '2025-11-09T08:03:00.000Z', [finding('lump', 'GONE')]),
  ];
  const earlier = earlierFindings(checks, { recordId: THIS_CHECK, startedAt: STARTED });
  expect(earlier.expected).toEqual([]);
  // As she was shown it when she started, not as the other tab closed it.
  expect(earlier.answerable).toEqual([expect.objectContaining({ id: 'lump', latest: finding('lump', 'NEW') })]);
});

test('one first recorded after she started was never shown to her, so it is not expected', () => {
  const checks = [check('other-tab', '2025-11-09T08:03:00.000Z', [finding('new-lump', 'NEW')])];
  const earlier = earlierFindings(checks, { recordId: THIS_CHECK, startedAt: STARTED });
  expect(earlier.expected).toEqual([]);
  expect(ids(earlier.answerable)).toEqual(['new-lump']);
});

test('a retry of a check that did land is judged as the first try was, not against what it saved', () => {
  const checks = [
    check('oct', '2025-10-12T08:00:00.000Z', [finding('lump', 'NEW')]),
    // Her first try, saved although she was told it had not been: its own new finding and its answer.
    check(THIS_CHECK, '2025-11-09T08:06:00.000Z', [finding('lump', 'GONE'), finding('its-own', 'NEW')]),
  ];
  const retry = earlierFindings(checks, { recordId: THIS_CHECK, startedAt: STARTED });
  expect(ids(retry.expected)).toEqual(['lump']);
  expect(ids(retry.answerable)).toEqual(['lump']);
});

test('a start time that cannot be read expects an answer for every finding open now', () => {
  const checks = [check('today', '2025-11-09T09:00:00.000Z', [finding('lump', 'NEW')])];
  expect(ids(earlierFindings(checks, { recordId: THIS_CHECK, startedAt: 'not a time' }).expected)).toEqual(['lump']);
});

test('the expected findings a check has no answer for are the ones it was not asked about', () => {
  const checks = [check('oct', '2025-10-12T08:00:00.000Z', [finding('lump', 'NEW'), finding('pain', 'NEW')])];
  const { expected } = earlierFindings(checks, { recordId: THIS_CHECK, startedAt: STARTED });
  expect(ids(notAskedAbout(expected, { lump: 'NOT_CHECKED' }))).toEqual(['pain']);
  expect(notAskedAbout(expected, { lump: 'GONE', pain: 'STILL_THERE' })).toEqual([]);
});
