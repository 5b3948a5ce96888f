import { allItemsOfUser } from '@/backend/store/records';
import { graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import { demoYear } from './demo-diary';
import { seedDemoData } from './seed-demo-data';

const store = useTestStore();

const NOW = new Date('2025-06-15T12:00:00Z');
// Seeding writes a year of diary for each demo user.
jest.setTimeout(60_000);

test('gives the demo user a completed profile, a year of diary and a code; running it twice changes nothing', async () => {
  const demo = identityFor();
  await seedDemoData(store(), { uid: demo.sub, email: 'demo@example.com', now: NOW });
  const snapshot = async () => (await allItemsOfUser(store(), demo.sub)).map((item) => JSON.stringify(item)).sort();
  const first = await snapshot();
  await seedDemoData(store(), { uid: demo.sub, email: 'demo@example.com', now: new Date('2025-06-16T12:00:00Z') });
  expect(await snapshot()).toEqual(first);

  const gql = graphqlAs(store(), demo, NOW);
  const user = await gql('query($uid: ID!) { userByUid(uid: $uid) { items { hasCompleted hasDisclaimer } } }', {
    uid: demo.sub,
  });
  expect(user.data?.userByUid).toEqual({ items: [{ hasCompleted: true, hasDisclaimer: true }] });
  const profile = await gql('query($uid: ID!) { profileByUid(uid: $uid) { items { riskLevel uRisk10 } } }', {
    uid: demo.sub,
  });
  expect((profile.data?.profileByUid as { items: { riskLevel: string }[] }).items[0]?.riskLevel).toMatch(
    /NEAR_POPULATION|MODERATE|HIGH/,
  );

  const year = demoYear(demo.sub, NOW);
  const items = await allItemsOfUser(store(), demo.sub);
  const countOf = (itemType: string) => items.filter((item) => item.itemType === itemType).length;
  expect(countOf('Observation')).toBe(year.checks.length);
  expect(year.checks.length).toBeGreaterThanOrEqual(11);
  for (const kind of ['stress', 'sleep', 'mood', 'fatigue'] as const) {
    const expected = year.checkIns.filter((entry) => entry.kind === kind);
    expect(expected.length).toBeGreaterThan(80);
    expect(countOf(kind.charAt(0).toUpperCase() + kind.slice(1))).toBe(expected.length);
  }
  // Written through the resolvers: the stored score is the server's, and each check carries its period.
  const stress = await gql(
    'query($uid: ID!) { stressByUid(uid: $uid, limit: 1) { items { checked aLevel aScore symptoms } } }',
    { uid: demo.sub },
  );
  const latest = (stress.data?.stressByUid as { items: { aLevel: number; aScore: number; symptoms: string[] }[] })
    .items[0]!;
  expect(latest.aScore).toBe(latest.aLevel * 8 + Math.min(latest.symptoms.length, 4) * 5);
  const observations = await gql(
    'query($uid: ID!) { observationByUid(uid: $uid, limit: 1) { items { checked periodStart } } }',
    { uid: demo.sub },
  );
  const newest = (observations.data?.observationByUid as { items: { checked: string; periodStart: string }[] })
    .items[0]!;
  expect(newest.periodStart < newest.checked).toBe(true);
  const codes = await gql('query($uid: ID!) { listCodes(uid: $uid) { items { source status } } }', { uid: demo.sub });
  expect(codes.data?.listCodes).toEqual({ items: [{ source: 'welcome-hamper', status: 'CLAIMED' }] });
});

test('the demo story is in order: she joins, then finishes her profile, then keeps her diary', async () => {
  const demo = identityFor();
  await seedDemoData(store(), { uid: demo.sub, email: 'demo@example.com', now: NOW });
  const gql = graphqlAs(store(), demo, NOW);
  const user = await gql('query($uid: ID!) { userByUid(uid: $uid) { items { createdAt } } }', { uid: demo.sub });
  const joined = Date.parse((user.data?.userByUid as { items: { createdAt: string }[] }).items[0]?.createdAt ?? '');
  const profile = await gql('query($uid: ID!) { profileByUid(uid: $uid) { items { started finished createdAt } } }', {
    uid: demo.sub,
  });
  const [answers] = (
    profile.data?.profileByUid as { items: { started: string; finished: string; createdAt: string }[] }
  ).items;
  expect(joined).toBeLessThan(Date.parse(answers?.started ?? ''));
  expect(Date.parse(answers?.started ?? '')).toBeLessThan(Date.parse(answers?.finished ?? ''));
  expect(Date.parse(answers?.createdAt ?? '')).toBeGreaterThanOrEqual(joined);
  expect(Date.parse(answers?.finished ?? '')).toBeLessThan(NOW.getTime());

  const observations = await gql('query($uid: ID!) { observationByUid(uid: $uid, limit: 100) { items { checked } } }', {
    uid: demo.sub,
  });
  for (const { checked } of (observations.data?.observationByUid as { items: { checked: string }[] }).items) {
    expect(Date.parse(checked)).toBeGreaterThan(joined);
  }
  for (const kind of ['stress', 'sleep', 'mood', 'fatigue']) {
    const list = await gql(`query($uid: ID!) { ${kind}ByUid(uid: $uid, limit: 100) { items { createdAt } } }`, {
      uid: demo.sub,
    });
    for (const { createdAt } of (list.data?.[`${kind}ByUid`] as { items: { createdAt: string }[] }).items) {
      expect(Date.parse(createdAt)).toBeGreaterThan(joined);
    }
  }
});
