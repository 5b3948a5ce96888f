import { noticesFor, prizeDrawWinNotice, type CheckOnRecord } from './rules';

const kindsAndKeys = (facts: Parameters<typeof noticesFor>[0]) =>
  noticesFor(facts).map(({ kind, key }) => `${kind}:${key}`);

const checkOn = (day: string, stored: Partial<CheckOnRecord> = {}): CheckOnRecord => ({
  id: `check-${day}`,
  checked: `${day}T09:00:00Z`,
  periodStart: null,
  noPeriods: null,
  cycleLength: null,
  findings: 0,
  ...stored,
});

const followUps = (facts: Parameters<typeof noticesFor>[0]) =>
  noticesFor(facts).filter((notice) => notice.kind === 'FINDING_FOLLOW_UP');

test('a check is due by the rule /summary uses: within three days of four weeks (or her cycle) after her latest', () => {
  const checks = [checkOn('2026-11-01')]; // next due 29 November
  expect(kindsAndKeys({ today: '2026-11-25', checks })).toEqual([]);
  expect(kindsAndKeys({ today: '2026-11-26', checks })).toEqual(['CHECK_DUE:2026-11-29']);
  expect(kindsAndKeys({ today: '2026-12-02', checks })).toEqual(['CHECK_DUE:2026-11-29']);
  expect(kindsAndKeys({ today: '2026-12-03', checks })).toEqual(['CHECK_OVERDUE:2026-11-29']);
  expect(kindsAndKeys({ today: '2026-12-03', checks: [] })).toEqual([]);
  expect(noticesFor({ today: '2026-11-26', checks })[0]?.body).toBe(
    'Your next self-check is due now (around 29 November 2026). It takes a few minutes.',
  );
  expect(noticesFor({ today: '2026-12-03', checks })[0]?.body).toBe(
    'Your self-check was due on 29 November 2026. When you have a few minutes, the guided check will take you through it.',
  );
});

test('a check done today clears the due notice', () => {
  const overdue = [checkOn('2026-10-01')];
  expect(kindsAndKeys({ today: '2026-11-23', checks: overdue })).toEqual(['CHECK_OVERDUE:2026-10-29']);
  expect(kindsAndKeys({ today: '2026-11-23', checks: [...overdue, checkOn('2026-11-23')] })).toEqual([]);
});

test('her checks count on the UK day, and the period starts she gave set her cycle, as on /summary', () => {
  const periods = ['2026-08-03', '2026-09-03', '2026-10-04'].map((start) => checkOn(start, { periodStart: start }));
  expect(kindsAndKeys({ today: '2026-11-02', checks: periods })).toEqual(['CHECK_DUE:2026-11-04']);
  // 00:30 on 1 October in London: four weeks on is 29 October, not 28.
  const lateNight = checkOn('2026-10-01', { checked: '2026-09-30T23:30:00Z' });
  expect(kindsAndKeys({ today: '2026-10-26', checks: [lateNight] })).toEqual(['CHECK_DUE:2026-10-29']);
});

test('a change she noted is followed up for 60 days, pointing her to her GP without naming the change', () => {
  const checks = [checkOn('2026-10-01', { id: 'check-1', findings: 2 })];
  const [notice] = followUps({ today: '2026-10-02', checks });
  expect(notice).toMatchObject({ kind: 'FINDING_FOLLOW_UP', key: 'check-1', link: '/doctor' });
  expect(notice?.body).toContain('On your check of 1 October 2026 you noted a change');
  expect(notice?.body).toContain('GP');
  expect(notice?.body).not.toMatch(/lump|discharge|nipple|cancer risk/i);
  expect(followUps({ today: '2026-11-30', checks })).toHaveLength(1);
  expect(followUps({ today: '2026-12-01', checks })).toEqual([]);
  expect(followUps({ today: '2026-10-02', checks: [checkOn('2026-10-01', { findings: 0 })] })).toEqual([]);
});

test('only her latest check is followed up: a later one with nothing left ends it', () => {
  const checks = [checkOn('2026-10-20'), checkOn('2026-10-01', { findings: 1 })];
  expect(followUps({ today: '2026-10-21', checks })).toEqual([]);
});

test('new offers only in the categories she chose, and only while new', () => {
  const liveOffers = [
    { id: 'spa', title: 'Spa day', benefit: '20% off', category: 'LEISURE', startDate: '2026-11-20' },
    { id: 'boots', title: 'Boots', benefit: '10% off', category: 'FASHION', startDate: '2026-11-20' },
    { id: 'old', title: 'Old', benefit: '5% off', category: 'LEISURE', startDate: '2026-01-01' },
  ];
  expect(kindsAndKeys({ today: '2026-11-23', liveOffers, chosenCategories: ['LEISURE'] })).toEqual(['NEW_OFFER:spa']);
  expect(kindsAndKeys({ today: '2026-11-23', liveOffers })).toEqual([]);
});

test('a won draw gives one notice keyed by the draw, and the same facts always give the same notices', () => {
  // It leads to the draw's rules (how the winner is contacted and accepts), not back to /notices, where she is.
  expect(prizeDrawWinNotice('2026-12')).toMatchObject({
    kind: 'PRIZE_DRAW_RESULT',
    key: '2026-12',
    link: '/terms#prize-draw',
  });
  const facts = { today: '2026-12-06', checks: [checkOn('2026-11-01')], drawsWon: ['2026-12'] };
  expect(noticesFor(facts)).toEqual(noticesFor(facts));
  expect(kindsAndKeys(facts)).toEqual(['CHECK_OVERDUE:2026-11-29', 'PRIZE_DRAW_RESULT:2026-12']);
});
