import { allItemsOfUser } from '@/backend/store/records';
import { graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import { seedDemoData } from './seed-demo-data';

const store = useTestStore();

const NOW = new Date('2025-06-15T12:00:00Z');
// Seeding writes a year of diary for each demo user.
jest.setTimeout(60_000);

test('gives the demo user a completed profile, a year of diary and a code; running it twice changes nothing', async () => {
  const demo = identityFor();
  await seedDemoData(store(), { uid: demo.sub, email: 'demo@example.com', now: NOW });
  const snapshot = async () =>
    (await allItemsOfUser(store(), demo.sub)).map((item) => JSON.stringify(item)).sort();
  const first = await snapshot();
  await seedDemoData(store(), { uid: demo.sub, email: 'demo@example.com', now: new Date('2025-06-16T12:00:00Z') });
  expect(await snapshot()).toEqual(first);

  const gql = graphqlAs(store(), demo, NOW);
  const user = await gql('query($uid: ID!) { userByUid(uid: $uid) { items { hasCompleted hasDisclaimer } } }', { uid: demo.sub });
  expect(user.data?.userByUid).toEqual({ items: [{ hasCompleted: true, hasDisclaimer: true }] });
  const profile = await gql('query($uid: ID!) { profileByUid(uid: $uid) { items { riskLevel uRisk10 } } }', { uid: demo.sub });
  expect((profile.data?.profileByUid as { items: { riskLevel: string }[] }).items[0]?.riskLevel).toMatch(/NEAR_POPULATION|MODERATE|HIGH/);

  const observations = await gql('query($uid: ID!) { observationByUid(uid: $uid, limit: 100) { items { checked } } }', { uid: demo.sub });
  const checks = (observations.data?.observationByUid as { items: { checked: string }[] }).items;
  expect(checks).toHaveLength(12);
  expect(checks[0]?.checked.slice(0, 10)).toBe('2025-06-15');
  expect(checks[11]?.checked.slice(0, 7)).toBe('2024-07');
  for (const kind of ['stress', 'sleep', 'mood', 'fatigue']) {
    const list = await gql(`query($uid: ID!) { ${kind}ByUid(uid: $uid, limit: 100) { items { id } } }`, { uid: demo.sub });
    expect((list.data?.[`${kind}ByUid`] as { items: unknown[] }).items).toHaveLength(52);
  }
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
  const [answers] = (profile.data?.profileByUid as { items: { started: string; finished: string; createdAt: string }[] }).items;
  expect(joined).toBeLessThan(Date.parse(answers?.started ?? ''));
  expect(Date.parse(answers?.started ?? '')).toBeLessThan(Date.parse(answers?.finished ?? ''));
  expect(Date.parse(answers?.createdAt ?? '')).toBeGreaterThanOrEqual(joined);
  expect(Date.parse(answers?.finished ?? '')).toBeLessThan(NOW.getTime());

  const observations = await gql('query($uid: ID!) { observationByUid(uid: $uid, limit: 100) { items { checked } } }', { uid: demo.sub });
  for (const { checked } of (observations.data?.observationByUid as { items: { checked: string }[] }).items) {
    expect(Date.parse(checked)).toBeGreaterThan(joined);
  }
  for (const kind of ['stress', 'sleep', 'mood', 'fatigue']) {
    const list = await gql(`query($uid: ID!) { ${kind}ByUid(uid: $uid, limit: 100) { items { createdAt } } }`, { uid: demo.sub });
    for (const { createdAt } of (list.data?.[`${kind}ByUid`] as { items: { createdAt: string }[] }).items) {
      expect(Date.parse(createdAt)).toBeGreaterThan(joined);
    }
  }
});
