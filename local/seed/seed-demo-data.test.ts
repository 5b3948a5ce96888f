import { allItemsOfUser } from '@/backend/store/records';
import { graphqlAs, identityFor, operationsAs, useTestStore } from '@/backend/testing/test-api';
import { toProfileView } from '@/components/risk/results/profile-view';
import { ObservationsWithFindingsDocument } from '@/graphql/generated/types';
import { readQuestionnaire, readRiskProfile } from '@/lib/data/questionnaire-core';
import { toCheckRecord } from '@/lib/diary/check-record';
import { overallScore } from '@/lib/diary/findings';
import { findingTimelines } from '@/lib/diary/tracking';
import { frequencySentence, levelBoundaries, levelFromApi } from '@/lib/risk/presentation';
import { nextSection, profileFromAnswers, questionnaireSchema } from '@/lib/risk/questionnaire';
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
  const user = await gql(
    'query($uid: ID!) { userByUid(uid: $uid) { items { hasCompleted hasDisclaimer reminder reminderPlan next } } }',
    { uid: demo.sub },
  );
  expect(user.data?.userByUid).toEqual({
    items: [
      {
        hasCompleted: true,
        hasDisclaimer: true,
        // Her monthly reminder is a plan the reminder job reads, not only a word on her account.
        reminder: 'MONTHLY',
        reminderPlan: expect.stringContaining('"frequency":"MONTHLY"'),
        next: expect.stringMatching(/^\d{4}-\d\d-28$/),
      },
    ],
  });
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
  // Her first mood check-in of each month carries PHQ-4 answers, totalled by the server, so /mood has results.
  const moods = items.filter((item) => item.itemType === 'Mood');
  const withPhq4 = moods.filter((item) => Array.isArray(item.phq4));
  expect(withPhq4.length).toBe(new Set(moods.map((item) => String(item.checked).slice(0, 7))).size);
  for (const item of withPhq4) {
    const answers = item.phq4 as number[];
    expect(answers.every((answer) => answer >= 0 && answer <= 3)).toBe(true);
    expect(item.phq4Total).toBe(answers.reduce((sum, answer) => sum + answer, 0));
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

test('/personal shows her answered questionnaire and the Profile the app computes from it: a level and "N in 100"', async () => {
  const demo = identityFor();
  await seedDemoData(store(), { uid: demo.sub, email: 'demo@example.com', now: NOW });
  const gql = graphqlAs(store(), demo, NOW);
  // The stored document is a whole questionnaire in the app's own shape: its schema reads it back unchanged.
  const stored = await gql('query($uid: ID!) { profileAnswers(uid: $uid) { answers } }', { uid: demo.sub });
  const document: unknown = JSON.parse((stored.data?.profileAnswers as { answers: string }).answers);
  const answers = questionnaireSchema.parse(document);
  expect(answers).toEqual(document);

  // What /personal loads (loadRiskScreen): the answers, and the Profile computed from them by profileFromAnswers.
  const run = operationsAs(store(), demo, NOW);
  const { draft } = await readQuestionnaire(run, demo.sub);
  expect(draft).toEqual(answers);
  expect(nextSection(draft)).toBeNull();
  const profile = (await readRiskProfile(run, demo.sub))!;
  const names = await gql('query($uid: ID!) { profileByUid(uid: $uid) { items { prefix given family } } }', {
    uid: demo.sub,
  });
  const expected = profileFromAnswers(answers, { now: new Date(profile.finished!) });
  const { uBrca1, uBrca2, uBrca12, ...plain } = expected;
  // Reads carry the carrier scores only (query depth).
  const score = (carrier: typeof uBrca1) => (carrier ? { score: carrier.score } : null);
  expect({ ...profile, ...(names.data?.profileByUid as { items: object[] }).items[0] }).toEqual({
    id: profile.id,
    updatedAt: profile.updatedAt,
    ...plain,
    // Her name is on her account, never copied into a result (it would not follow a correction).
    prefix: null,
    given: null,
    family: null,
    uBrca1: score(uBrca1),
    uBrca2: score(uBrca2),
    uBrca12: score(uBrca12),
  });

  // Her story: a mother with breast cancer at 58; the models give her figures, shown as a level and "N in 100".
  expect(answers.family.relatives).toEqual([{ relation: 'mother', cancers: [{ site: 'breast', ageAtDiagnosis: 58 }] }]);
  const view = toProfileView(profile, answers);
  expect(view.applicable).toBe(true);
  expect(view.level).toBe(levelFromApi(expected.riskLevel));
  expect(['near-population', 'moderate', 'high']).toContain(view.level);
  expect(view.tenYear?.pct).toBe(expected.uRisk10);
  expect(view.lifetime?.period).toBe('lifetime'); // NICE's 20 to 80, told apart from older Profiles by its note
  // As /personal says it: beside her 10-year level where NICE sets one (40 to 50), never rounded into another.
  const tenYear = frequencySentence(view.tenYear!.pct, 'ten-year', {
    boundaries: levelBoundaries('ten-year', view.tenYear!.level !== null),
  });
  expect(tenYear).toBe(
    `Of 100 women like you, about ${Math.round(expected.uRisk10!)} will get breast cancer in the next 10 years; ${100 - Math.round(expected.uRisk10!)} will not.`,
  );
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

test('the demo year has a finding on the breast map that she follows to the next check, where it has gone', async () => {
  const demo = identityFor();
  await seedDemoData(store(), { uid: demo.sub, email: 'demo@example.com', now: NOW });
  const run = operationsAs(store(), demo, NOW);
  const data = await run(ObservationsWithFindingsDocument, { uid: demo.sub, limit: 100, sortDirection: 'ASC' });
  const checks = (data.observationByUid?.items ?? []).map(toCheckRecord);

  // What /tracking and the GP report show: one tender area, first noted at one check and gone at the next.
  const [timeline, ...others] = findingTimelines(checks);
  expect(others).toEqual([]);
  expect(timeline?.label).toBe("pain, left breast, 10 o'clock, 4 cm from the nipple");
  expect(timeline?.mentions.map((mention) => mention.status)).toEqual(['NEW', 'GONE']);
  const noted = checks.findIndex((check) => check.day === timeline?.appeared);
  expect(checks[noted + 1]?.day).toBe(timeline?.gone);
  // Each check's stored score is the one the check screen would have given it.
  for (const [index, raw] of (data.observationByUid?.items ?? []).entries()) {
    expect(raw.score).toBe(overallScore(checks[index]!.findings));
  }
});
