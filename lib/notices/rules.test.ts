import { noticesFor, prizeDrawWinNotice } from './rules';

const kindsAndKeys = (facts: Parameters<typeof noticesFor>[0]) =>
  noticesFor(facts).map(({ kind, key }) => `${kind}:${key}`);

test('a check is due in the last three days before its date, and overdue after it', () => {
  expect(kindsAndKeys({ today: '2026-12-01', nextCheckDue: '2026-12-05' })).toEqual([]);
  expect(kindsAndKeys({ today: '2026-12-02', nextCheckDue: '2026-12-05' })).toEqual(['CHECK_DUE:2026-12-05']);
  expect(kindsAndKeys({ today: '2026-12-05', nextCheckDue: '2026-12-05' })).toEqual(['CHECK_DUE:2026-12-05']);
  expect(kindsAndKeys({ today: '2026-12-06', nextCheckDue: '2026-12-05' })).toEqual(['CHECK_OVERDUE:2026-12-05']);
  expect(kindsAndKeys({ today: '2026-12-06', nextCheckDue: null })).toEqual([]);
});

test('a change she noted is followed up for 60 days, pointing her to her GP without naming the change', () => {
  const latestCheck = { id: 'check-1', date: '2026-10-01', findings: 2 };
  const [notice] = noticesFor({ today: '2026-10-02', latestCheck });
  expect(notice).toMatchObject({ kind: 'FINDING_FOLLOW_UP', key: 'check-1', link: '/doctor' });
  expect(notice?.body).toContain('GP');
  expect(notice?.body).not.toMatch(/lump|discharge|nipple|cancer risk/i);
  expect(noticesFor({ today: '2026-11-30', latestCheck })).toHaveLength(1);
  expect(noticesFor({ today: '2026-12-01', latestCheck })).toEqual([]);
  expect(noticesFor({ today: '2026-10-02', latestCheck: { ...latestCheck, findings: 0 } })).toEqual([]);
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
  expect(prizeDrawWinNotice('2026-12')).toMatchObject({ kind: 'PRIZE_DRAW_RESULT', key: '2026-12' });
  const facts = { today: '2026-12-06', nextCheckDue: '2026-12-05', drawsWon: ['2026-12'] };
  expect(noticesFor(facts)).toEqual(noticesFor(facts));
  expect(kindsAndKeys(facts)).toEqual(['CHECK_OVERDUE:2026-12-05', 'PRIZE_DRAW_RESULT:2026-12']);
});
