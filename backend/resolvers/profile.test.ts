import { randomUUID } from 'node:crypto';
import { buildProfile, toProfileInput } from '@/lib/risk';
import { accessIdentityFor, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';

const store = useTestStore();

const NOW = new Date('2025-06-15T12:00:00Z');

test('one User per user: a second create returns the first; hasPaid cannot be set by her', async () => {
  const me = identityFor();
  const gql = graphqlAs(store(), me, NOW);
  const create = `mutation($input: CreateUserInput!) { createUser(input: $input) { id uid given hasPaid hasCompleted reminder } }`;
  const id = randomUUID();
  const first = await gql(create, {
    input: { id, given: 'Ann', dob: '1980-02-29', phone: '+44 7700 900123' },
  });
  expect(first.data?.createUser).toEqual({
    id,
    uid: me.sub,
    given: 'Ann',
    hasPaid: false,
    hasCompleted: false,
    reminder: 'NONE',
  });
  const second = await gql(create, { input: { id: randomUUID(), given: 'Bea' } });
  expect(second.data?.createUser).toMatchObject({ id, given: 'Ann' });
  const paid = await gql(create, { input: { id: randomUUID(), hasPaid: true } });
  expect(paid.errors?.[0]?.errorType).toBe('ValidationError');

  const update = await gql(
    `mutation { updateUser(input: { hasCompleted: true, given: null, reminder: WEEKLY }) { given hasCompleted reminder } }`,
  );
  expect(update.data?.updateUser).toEqual({ given: null, hasCompleted: true, reminder: 'WEEKLY' });
  const listed = await gql(`query($uid: ID!) { userByUid(uid: $uid) { items { id hasCompleted } nextToken } }`, {
    uid: me.sub,
  });
  expect(listed.data?.userByUid).toEqual({ items: [{ id, hasCompleted: true }], nextToken: null });
});

test('her User email is the one her ID token verified, kept through access-token writes, replaced by a newer one', async () => {
  const first = identityFor();
  const withEmail = (email: string, verified: boolean) => ({
    ...first,
    claims: { ...first.claims, email, email_verified: verified },
  });
  const update = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { email given } }`;
  await graphqlAs(
    store(),
    first,
    NOW,
  )(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: first.sub },
  });

  const byAccess = await graphqlAs(store(), accessIdentityFor(first.sub), NOW)(update, { input: { given: 'Ann' } });
  expect(byAccess.data?.updateUser).toEqual({ email: first.claims.email, given: 'Ann' });
  const unverified = await graphqlAs(store(), withEmail('typo@example.com', false), NOW)(update, { input: {} });
  expect(unverified.data?.updateUser).toEqual({ email: first.claims.email, given: 'Ann' });
  const changed = await graphqlAs(store(), withEmail('new@example.com', true), NOW)(update, { input: {} });
  expect(changed.data?.updateUser).toEqual({ email: 'new@example.com', given: 'Ann' });
});

test('updating a User or Profile that does not exist yet says so', async () => {
  const gql = graphqlAs(store(), identityFor(), NOW);
  const response = await gql(`mutation { updateProfile(input: { bmi: 21 }) { id } }`);
  expect(response.errors?.[0]).toMatchObject({
    errorType: 'NotFound',
    message: 'There is no Profile record yet: create it first',
  });
});

test('a Profile built by the risk engine is stored and read back whole', async () => {
  const me = identityFor();
  const gql = graphqlAs(store(), me, NOW);
  const risk = buildProfile({
    age: 45,
    race: 'white',
    menarcheAge: 12,
    firstBirthAge: 31,
    biopsies: 1,
    atypicalHyperplasia: 'no',
    family: [{ relation: 'mother', cancers: [{ site: 'breast', ageAtDiagnosis: 45 }] }],
    body: { weightStones: 11, weightPounds: 0, heightFeet: 5, heightInches: 6 },
  });
  const id = randomUUID();
  const created = await gql(
    `mutation($input: CreateProfileInput!) { createProfile(input: $input) {
      id riskLevel riskColor uRisk10 uRisk10Level uBrca12 { score band { id label fromPct toPct } } rPrimary { id text } actions { id } notes { id } } }`,
    { input: { id, option: 'A', ...toProfileInput(risk) } },
  );
  expect(created.errors).toBeUndefined();
  const profile = created.data?.createProfile as Record<string, unknown>;
  expect(profile.riskLevel).toBe(risk.riskLevel.toUpperCase().replace('-', '_'));
  expect(profile.uRisk10).toBeCloseTo(risk.uRisk10 ?? NaN);
  expect(profile.uBrca12).toEqual({ score: risk.uBrca12?.score, band: { ...risk.uBrca12?.band } });
  expect((profile.rPrimary as unknown[]).length).toBe(risk.rPrimary.length);
  expect((profile.actions as unknown[]).length).toBe(risk.actions.length);
});

test('every create keeps a new Profile: the newest is first, a repeated id is one record, updates touch the newest', async () => {
  const me = identityFor();
  const create = `mutation($input: CreateProfileInput!) { createProfile(input: $input) { id riskLevel createdAt } }`;
  const list = `query($uid: ID!, $limit: Int, $next: String, $dir: ModelSortDirection) {
    profileByUid(uid: $uid, limit: $limit, nextToken: $next, sortDirection: $dir) { items { id riskLevel } nextToken } }`;
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  const levels = ['NEAR_POPULATION', 'MODERATE', 'HIGH'];
  for (const [i, id] of ids.entries()) {
    const at = graphqlAs(store(), me, new Date(NOW.getTime() + i * 60_000));
    const created = await at(create, { input: { id, riskLevel: levels[i] } });
    expect(created.data?.createProfile).toMatchObject({ id, riskLevel: levels[i] });
  }
  const later = graphqlAs(store(), me, new Date(NOW.getTime() + 3_600_000));
  // A retry of the first create returns it unchanged, and adds nothing.
  const retried = await later(create, { input: { id: ids[0], riskLevel: 'HIGH' } });
  expect(retried.data?.createProfile).toMatchObject({ id: ids[0], riskLevel: 'NEAR_POPULATION' });

  const newest = await later(list, { uid: me.sub, limit: 1 });
  expect(newest.data?.profileByUid).toMatchObject({ items: [{ id: ids[2], riskLevel: 'HIGH' }] });
  const firstPage = await later(list, { uid: me.sub, limit: 2 });
  const page = firstPage.data?.profileByUid as { items: { id: string }[]; nextToken: string };
  expect(page.items.map((p) => p.id)).toEqual([ids[2], ids[1]]);
  const rest = await later(list, { uid: me.sub, limit: 2, next: page.nextToken });
  expect(rest.data?.profileByUid).toEqual({ items: [{ id: ids[0], riskLevel: 'NEAR_POPULATION' }], nextToken: null });
  const oldestFirst = await later(list, { uid: me.sub, dir: 'ASC' });
  expect((oldestFirst.data?.profileByUid as { items: { id: string }[] }).items.map((p) => p.id)).toEqual(ids);

  const updated = await later(`mutation { updateProfile(input: { bmi: 22 }) { id bmi } }`);
  expect(updated.data?.updateProfile).toEqual({ id: ids[2], bmi: 22 });
  const others = await graphqlAs(store(), identityFor(), NOW)(list, { uid: me.sub });
  expect(others.errors?.[0]?.errorType).toBe('Unauthorized');
});

describe('profile answers', () => {
  const SAVE = `mutation($uid: ID!, $answers: AWSJSON!) { saveProfileAnswers(uid: $uid, answers: $answers) { uid answers updatedAt } }`;
  const LOAD = `query($uid: ID!) { profileAnswers(uid: $uid) { answers updatedAt } }`;

  test('are private to their owner and come back as saved', async () => {
    const me = identityFor();
    const gql = graphqlAs(store(), me, NOW);
    expect(await gql(LOAD, { uid: me.sub })).toEqual({ data: { profileAnswers: null } });
    const answers = { age: 45, family: [{ relation: 'mother' }], note: 'ünïcödé' };
    const saved = await gql(SAVE, { uid: me.sub, answers: JSON.stringify(answers) });
    expect(saved.data?.saveProfileAnswers).toEqual({
      uid: me.sub,
      answers: JSON.stringify(answers),
      updatedAt: NOW.toISOString(),
    });
    const loaded = await gql(LOAD, { uid: me.sub });
    expect(JSON.parse((loaded.data?.profileAnswers as { answers: string }).answers)).toEqual(answers);

    const other = await graphqlAs(store(), identityFor(), NOW)(LOAD, { uid: me.sub });
    expect(other.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  test('must be a JSON object of at most 64 KB', async () => {
    const me = identityFor();
    const gql = graphqlAs(store(), me, NOW);
    const notJson = await gql(SAVE, { uid: me.sub, answers: '{oops' });
    expect(notJson.errors?.[0]?.message).toContain('not valid JSON');
    const list = await gql(SAVE, { uid: me.sub, answers: '[1,2]' });
    expect(list.errors?.[0]?.message).toContain('answers must be a JSON object');
    const huge = await gql(SAVE, { uid: me.sub, answers: JSON.stringify({ text: 'x'.repeat(70 * 1024) }) });
    expect(huge.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringContaining('at most 64 KB'),
    });
  });
});

test('createdFrom and createdTo are UK days: a record made at 23:30 UTC on 1 June in summer was made on 2 June', async () => {
  const me = identityFor();
  const late = graphqlAs(store(), me, new Date('2026-06-01T23:30:00Z'));
  await late(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: randomUUID(), given: 'Ann' },
  });
  const profile = await late(`mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }`, {
    input: { id: randomUUID(), riskLevel: 'MODERATE' },
  });
  const users = `query($uid: ID!, $filter: CreatedFilterInput) { userByUid(uid: $uid, filter: $filter) { items { given } } }`;
  const profiles = `query($uid: ID!, $filter: CreatedFilterInput) { profileByUid(uid: $uid, filter: $filter) { items { id } } }`;
  const onDay = (day: string) => ({ uid: me.sub, filter: { createdFrom: day, createdTo: day } });
  expect((await late(users, onDay('2026-06-02'))).data?.userByUid).toEqual({ items: [{ given: 'Ann' }] });
  expect((await late(users, onDay('2026-06-01'))).data?.userByUid).toEqual({ items: [] });
  expect((await late(profiles, onDay('2026-06-02'))).data?.profileByUid).toMatchObject({
    items: [profile.data?.createProfile],
  });
  expect((await late(profiles, onDay('2026-06-01'))).data?.profileByUid).toMatchObject({ items: [] });
});
