import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { demoYear } from '@/local/seed/demo-diary';
import { seedDemoData } from '@/local/seed/seed-demo-data';
import { allItemsOfUser } from '@/backend/store/records';
import { getItem } from '@/backend/store/records';
import { codeKey, recordKey, singletonKey, typeDate } from '@/backend/store/keys';
import { codeItem } from '@/backend/store/codes';
import { entryKey } from '@/backend/store/prize-draw/current-draw';
import type { Store } from '@/backend/store/store';
import { accessIdentityFor, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import { withIndexLag } from '@/local/store/index-lag';

const store = useTestStore();

const NOW = new Date('2025-06-15T12:00:00Z');
// Seeding writes a year of diary for each demo user.
jest.setTimeout(60_000);

test('export holds everything about the caller; erasure leaves nothing linked to her', async () => {
  const me = identityFor();
  const neighbour = identityFor();
  await seedDemoData(store(), { uid: me.sub, email: 'me@example.com', now: NOW });
  await seedDemoData(store(), { uid: neighbour.sub, email: 'n@example.com', now: NOW });
  const gql = graphqlAs(store(), me, NOW);
  const symptomDiaries = await Promise.all([
    gql('mutation($input: CreateDiaryEntryInput!) { createPhysical(input: $input) { id } }', {
      input: { id: randomUUID(), checked: '2025-06-10', aLevel: 4, aMonth: 6, physicalSymptoms: ['HEADACHE'] },
    }),
    gql('mutation($input: CreateDiaryEntryInput!) { createMenopause(input: $input) { id } }', {
      input: { id: randomUUID(), checked: '2025-06-11', aLevel: 6, aMonth: 6, menopauseSymptoms: ['HOT_FLUSHES'] },
    }),
  ]);
  expect(symptomDiaries.map((response) => response.errors)).toEqual([undefined, undefined]);

  const exported = await gql('query { exportMyData }');
  const data = JSON.parse(exported.data?.exportMyData as string) as Record<string, unknown[] | Record<string, unknown>>;
  expect(data.user).toMatchObject({ uid: me.sub, hasCompleted: true });
  expect(data.profileAnswers).toMatchObject({ answers: { version: 'Q1', aboutYou: { ethnicity: 'white-british' } } });
  const year = demoYear(me.sub, NOW);
  const stressCount = year.checkIns.filter((entry) => entry.kind === 'stress').length;
  expect(data.observations).toHaveLength(year.checks.length);
  expect(data.stress).toHaveLength(stressCount);
  expect(data.physical).toEqual([expect.objectContaining({ checked: '2025-06-10', symptoms: ['HEADACHE'] })]);
  expect(data.menopause).toEqual([expect.objectContaining({ checked: '2025-06-11', symptoms: ['HOT_FLUSHES'] })]);
  expect(data.codes).toHaveLength(1);
  expect(JSON.stringify(data)).not.toContain(neighbour.sub);

  const erased = await gql('mutation { deleteMyData { deletedItems unlinkedCodes } }');
  expect(erased.data?.deleteMyData).toEqual({
    deletedItems: 1 + 1 + 1 + year.checks.length + year.checkIns.length + symptomDiaries.length + 1,
    unlinkedCodes: 1,
  });
  expect(await allItemsOfUser(store(), me.sub)).toEqual([]);
  expect(await store().profileAnswers.load(me.sub)).toBeNull();
  const afterwards = JSON.parse((await gql('query { exportMyData }')).data?.exportMyData as string) as Record<
    string,
    unknown
  >;
  expect(afterwards).toMatchObject({
    user: null,
    profiles: [],
    profileAnswers: null,
    observations: [],
    physical: [],
    menopause: [],
    codes: [],
  });

  // Her neighbour's data is untouched.
  expect((await allItemsOfUser(store(), neighbour.sub)).length).toBeGreaterThan(200);
});

test('export and erasure include a User record written a moment ago, while the index still lags', async () => {
  const lagging = withIndexLag(store(), 2_000);
  const me = identityFor();
  const gql = graphqlAs(lagging, me, NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: me.sub, given: 'Ada' },
  });
  const exported = JSON.parse((await gql('query { exportMyData }')).data?.exportMyData as string) as {
    user: { given: string } | null;
  };
  expect(exported.user?.given).toBe('Ada');

  const erased = await gql('mutation { deleteMyData { deletedItems unlinkedCodes } }');
  expect(erased.data?.deleteMyData).toEqual({ deletedItems: 1, unlinkedCodes: 0 });
  expect(await getItem(store(), singletonKey(me.sub, 'User'))).toBeUndefined();
});

test('export and erasure include every risk Profile she has worked out, while the index still lags', async () => {
  const lagging = withIndexLag(store(), 2_000);
  const me = identityFor();
  const create = `mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }`;
  const [first, second] = [randomUUID(), randomUUID()];
  await graphqlAs(lagging, me, NOW)(create, { input: { id: first, riskLevel: 'NEAR_POPULATION' } });
  const later = graphqlAs(lagging, me, new Date(NOW.getTime() + 60_000));
  await later(create, { input: { id: second, riskLevel: 'MODERATE' } });

  const exported = JSON.parse((await later('query { exportMyData }')).data?.exportMyData as string) as {
    profiles: { id: string; riskLevel: string }[];
  };
  expect(exported.profiles.map(({ id, riskLevel }) => [id, riskLevel])).toEqual([
    [second, 'MODERATE'],
    [first, 'NEAR_POPULATION'],
  ]);

  const erased = await later('mutation { deleteMyData { deletedItems unlinkedCodes } }');
  expect(erased.data?.deleteMyData).toEqual({ deletedItems: 2, unlinkedCodes: 0 });
  const listed = await later(`query($uid: ID!) { profileByUid(uid: $uid) { items { id } } }`, { uid: me.sub });
  expect(listed.data?.profileByUid).toEqual({ items: [] });
});

test('her download shows the name on her account, never the copy a result an older app saved still holds', async () => {
  const me = identityFor();
  const gql = graphqlAs(store(), me, NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: me.sub, prefix: 'Mrs', given: 'Ada', family: 'Byron' },
  });
  // A result saved with her name as it was then; she has corrected it since.
  const saved = await gql(`mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }`, {
    input: { id: randomUUID(), prefix: 'Mrs', given: 'Ada', family: 'Byron', riskLevel: 'NEAR_POPULATION' },
  });
  expect(saved.errors).toBeUndefined();
  await gql(`mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }`, {
    input: { prefix: 'Ms', family: 'Lovelace' },
  });

  const exported = JSON.parse((await gql('query { exportMyData }')).data?.exportMyData as string) as {
    user: Record<string, unknown>;
    profiles: Record<string, unknown>[];
  };
  expect(exported.user).toMatchObject({ prefix: 'Ms', given: 'Ada', family: 'Lovelace' });
  expect(exported.profiles).toEqual([expect.objectContaining({ riskLevel: 'NEAR_POPULATION' })]);
  expect(Object.keys(exported.profiles[0]!)).toEqual(expect.not.arrayContaining(['prefix', 'given', 'family']));
  expect(JSON.stringify(exported.profiles)).not.toContain('Byron');
});

test('deleting her health data leaves no health item and keeps her account, codes and draw entry', async () => {
  const me = identityFor();
  const neighbour = identityFor();
  await seedDemoData(store(), { uid: me.sub, email: 'me@example.com', now: NOW });
  await seedDemoData(store(), { uid: neighbour.sub, email: 'n@example.com', now: NOW });
  const gql = graphqlAs(store(), me, NOW);
  const writes = await Promise.all([
    gql('mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }', {
      input: { gpQuestions: 'Do I need a scan?', given: 'Ada' },
    }),
    gql('mutation($input: CreateDiaryEntryInput!) { createPhysical(input: $input) { id } }', {
      input: { id: randomUUID(), checked: '2025-06-10', aLevel: 4, aMonth: 6, physicalSymptoms: ['HEADACHE'] },
    }),
    gql('mutation { refreshMyNotices { id } }'),
    gql('mutation { enterPrizeDraw(name: "Ada") { id } }'),
  ]);
  expect(writes.map((response) => response.errors)).toEqual([undefined, undefined, undefined, undefined]);
  const before = await allItemsOfUser(store(), me.sub);
  const healthTypes = ['Observation', 'Stress', 'Sleep', 'Mood', 'Fatigue', 'Physical', 'Menopause'];
  const kept = before.filter(
    (item) =>
      !healthTypes.includes(String(item.itemType)) &&
      !['Profile', 'ProfileAnswers'].includes(String(item.itemType)) &&
      !(item.itemType === 'Notice' && ['CHECK_DUE', 'CHECK_OVERDUE', 'FINDING_FOLLOW_UP'].includes(String(item.kind))),
  );

  const erased = await gql('mutation { deleteMyHealthData { deletedItems } }');
  expect(erased.errors).toBeUndefined();
  expect(erased.data?.deleteMyHealthData).toEqual({ deletedItems: before.length - kept.length });

  const after = await allItemsOfUser(store(), me.sub);
  expect(after.map((item) => item.itemType).sort()).toEqual(kept.map((item) => item.itemType).sort());
  expect(after.map((item) => item.itemType)).toEqual(expect.arrayContaining(['User', 'Code', 'CodeClaim']));
  expect(await store().profileAnswers.load(me.sub)).toBeNull();
  expect(await getItem(store(), singletonKey(me.sub, 'Profile'))).toBeUndefined();
  const user = await getItem(store(), singletonKey(me.sub, 'User'));
  expect(user).toMatchObject({ uid: me.sub, given: 'Ada', hasCompleted: false });
  expect(user).not.toHaveProperty('gpQuestions');
  expect((await gql('query { myPrizeDrawEntry { id } }')).data?.myPrizeDrawEntry).not.toBeNull();

  // A second run finds nothing more; her neighbour's diary is untouched.
  expect((await gql('mutation { deleteMyHealthData { deletedItems } }')).data?.deleteMyHealthData).toEqual({
    deletedItems: 0,
  });
  expect((await allItemsOfUser(store(), neighbour.sub)).filter((item) => item.itemType === 'Observation').length).toBe(
    demoYear(neighbour.sub, NOW).checks.length,
  );
});

const createStress = 'mutation($input: CreateDiaryEntryInput!) { createStress(input: $input) { id } }';
const stressInput = () => ({ id: randomUUID(), checked: '2025-06-14', aLevel: 5, aMonth: 6 });
const eraseAll = 'mutation { deleteMyData { deletedItems unlinkedCodes } }';

test('after her erasure her still-valid token can write nothing of hers; someone else writes as before', async () => {
  const me = accessIdentityFor();
  const neighbour = accessIdentityFor();
  const gql = graphqlAs(store(), me, NOW);
  await gql(createStress, { input: stressInput() });
  expect((await gql(eraseAll)).data?.deleteMyData).toEqual({ deletedItems: 1, unlinkedCodes: 0 });

  // As another device's outbox or an open tab would, within the hour her access token still works.
  const writes = {
    createStress: [createStress, { input: stressInput() }],
    createUser: ['mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: { id: me.sub } }],
    updateUser: ['mutation { updateUser(input: { given: "Ada" }) { id } }', {}],
    createProfile: [
      'mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }',
      { input: { id: randomUUID(), riskLevel: 'MODERATE' } },
    ],
    saveProfileAnswers: [
      'mutation($uid: ID!, $answers: AWSJSON!) { saveProfileAnswers(uid: $uid, answers: $answers) { updatedAt } }',
      { uid: me.sub, answers: JSON.stringify({ version: 'Q1' }) },
    ],
    refreshMyNotices: ['mutation { refreshMyNotices { id } }', {}],
    enterPrizeDraw: ['mutation { enterPrizeDraw(name: "Ada") { id } }', {}],
  } as const;
  for (const [field, [query, variables]] of Object.entries(writes)) {
    const refused = await gql(query, variables);
    expect(refused.errors?.map(({ errorType, message }) => ({ errorType, message }))).toEqual([
      { errorType: 'Unauthorized', message: `Not Authorized to access ${field} on type Mutation` },
    ]);
  }
  expect(await allItemsOfUser(store(), me.sub)).toEqual([]);
  expect(await getItem(store(), singletonKey(me.sub, 'User'))).toBeUndefined();
  expect(await store().profileAnswers.load(me.sub)).toBeNull();
  // A retried erasure still runs, and finds nothing.
  expect((await gql(eraseAll)).data?.deleteMyData).toEqual({ deletedItems: 0, unlinkedCodes: 0 });

  const asNeighbour = graphqlAs(store(), neighbour, NOW);
  const hers = await asNeighbour(createStress, { input: stressInput() });
  const named = await asNeighbour(writes.createUser[0], { input: { id: neighbour.sub } });
  expect([hers.errors, named.errors]).toEqual([undefined, undefined]);
  expect((await allItemsOfUser(store(), neighbour.sub)).map((item) => item.itemType).sort()).toEqual([
    'Stress',
    'User',
  ]);
});

test('a prize-draw entry she made before she had an account is in her export and goes with her erasure', async () => {
  const me = identityFor();
  const email = String(me.claims.email);
  const neighbour = identityFor();
  const service = graphqlAs(store(), identityFor(randomUUID(), ['PrizeDrawService']), NOW);
  const freeEntry = `mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }`;
  // As a visitor, before she joined; and her neighbour's, which she must never see or erase.
  await service(freeEntry, { input: { name: 'Ada Visitor', email: email.toUpperCase() } });
  await service(freeEntry, { input: { name: 'Nell Visitor', email: String(neighbour.claims.email) } });
  const entryOf = (who: string) => getItem(store(), entryKey(who));
  expect(await entryOf(email)).toMatchObject({ name: 'Ada Visitor' });

  // Her ID token carries her verified email: her download holds the entry (name, email, when).
  const gql = graphqlAs(store(), me, NOW);
  const exported = JSON.parse((await gql('query { exportMyData }')).data?.exportMyData as string) as {
    prizeDrawEntries: unknown[];
  };
  expect(exported.prizeDrawEntries).toEqual([
    expect.objectContaining({ name: 'Ada Visitor', email, createdAt: NOW.toISOString() }),
  ]);
  expect(JSON.stringify(exported)).not.toContain('Nell Visitor');
  // A token without her email (an access token) finds no entry by email: nobody is found by what they claim.
  const byAccessToken = JSON.parse(
    (await graphqlAs(store(), accessIdentityFor(me.sub), NOW)('query { exportMyData }')).data?.exportMyData as string,
  ) as { prizeDrawEntries: unknown[] };
  expect(byAccessToken.prizeDrawEntries).toEqual([]);

  // Her entry, and the free route's counter of her address.
  expect((await gql(eraseAll)).data?.deleteMyData).toEqual({ deletedItems: 2, unlinkedCodes: 0 });
  expect(await entryOf(email)).toBeUndefined();
  expect(await entryOf(String(neighbour.claims.email))).toMatchObject({ name: 'Nell Visitor' });
});

test('erasure waits for the index: a record written just before it, not yet listed, is erased too', async () => {
  const lagging = withIndexLag(store(), 1_000);
  const me = accessIdentityFor();
  const gql = graphqlAs(lagging, me, NOW);
  const [first, second] = [stressInput(), stressInput()];
  await gql(createStress, { input: first });
  await gql(createStress, { input: second });

  expect((await gql(eraseAll)).data?.deleteMyData).toEqual({ deletedItems: 2, unlinkedCodes: 0 });
  expect(await allItemsOfUser(store(), me.sub)).toEqual([]);
  expect(await getItem(store(), recordKey('Stress', first.id))).toBeUndefined();
});

test('deleting her health data waits for the index too: a check-in written just before it is erased', async () => {
  const lagging = withIndexLag(store(), 1_000);
  const me = accessIdentityFor();
  const gql = graphqlAs(lagging, me, NOW);
  const checkIn = stressInput();
  await gql(createStress, { input: checkIn });

  const erased = await gql('mutation { deleteMyHealthData { deletedItems } }');
  expect(erased.data?.deleteMyHealthData).toEqual({ deletedItems: 1 });
  expect(await getItem(store(), recordKey('Stress', checkIn.id))).toBeUndefined();
  // Her account stays, so she can write again.
  expect((await gql(createStress, { input: stressInput() })).errors).toBeUndefined();
});

/** A writer that ignores the refusal: every look at the index finds one more record of hers, just written. */
function withRecordsStillArriving(store: Store, uid: string): Store {
  const send = store.doc.send.bind(store.doc);
  const sendRacing = async (command: Parameters<typeof send>[0]) => {
    if (command instanceof QueryCommand && command.input.IndexName) {
      const id = randomUUID();
      const item = {
        ...recordKey('Stress', id),
        id,
        uid,
        itemType: 'Stress',
        typeDate: typeDate('Stress', '2025-06-14', id),
      };
      await send(new PutCommand({ TableName: store.tableName, Item: item }));
    }
    return send(command);
  };
  const doc = new Proxy(store.doc, {
    get: (target, property, receiver) => (property === 'send' ? sendRacing : Reflect.get(target, property, receiver)),
  });
  return { ...store, doc };
}

test('erasure that cannot catch up says so, and leaves her account able to write', async () => {
  const me = accessIdentityFor();
  const failed = await graphqlAs(withRecordsStillArriving(store(), me.sub), me, NOW)(eraseAll);
  expect(failed.data).toBeNull();
  expect(failed.errors?.map(({ errorType }) => errorType)).toEqual(['InternalFailure']);

  // The app keeps her account when erasure fails, so her writes work again and a retry can finish the job.
  const gql = graphqlAs(store(), me, NOW);
  expect((await gql(createStress, { input: stressInput() })).errors).toBeUndefined();
  const retried = await gql(eraseAll);
  expect(retried.errors).toBeUndefined();
  expect(await allItemsOfUser(store(), me.sub)).toEqual([]);
});

const DAY_MS = 24 * 3600 * 1000;

test('her erasure marker refuses her writes for its two days, not for as long as TTL leaves it', async () => {
  const me = accessIdentityFor();
  expect((await graphqlAs(store(), me, NOW)(eraseAll)).errors).toBeUndefined();
  const later = new Date(NOW.getTime() + 2 * DAY_MS + 1000);
  expect(await getItem(store(), { pk: `ERASED#${me.sub}`, sk: 'Erasure' })).toBeDefined();
  expect((await graphqlAs(store(), me, later)(createStress, { input: stressInput() })).errors).toBeUndefined();
});

test('an expired marker of an erasure long over does not lock her out when a new erasure fails', async () => {
  const me = accessIdentityFor();
  expect((await graphqlAs(store(), me, NOW)(eraseAll)).errors).toBeUndefined();
  // Days later her account is still there (say its deletion failed) and a new erasure fails.
  const later = new Date(NOW.getTime() + 3 * DAY_MS);
  const failed = await graphqlAs(withRecordsStillArriving(store(), me.sub), me, later)(eraseAll);
  expect(failed.errors?.map(({ errorType }) => errorType)).toEqual(['InternalFailure']);
  expect((await graphqlAs(store(), me, later)(createStress, { input: stressInput() })).errors).toBeUndefined();
});

test('erasure leaves her claimed code with nothing that leads back to her or to her order at the partner', async () => {
  const me = identityFor();
  const id = randomUUID();
  const orderFields = {
    orderNumber: '#1042',
    checkoutId: 'chk-9f2',
    checkoutToken: 'tok-77a',
    confirmationNumber: 'CONF-55',
    email: 'me@example.com',
    emailVerified: true,
    firstName: 'Ada',
    postCode: 'SW1A 1AA',
    country: 'GB',
    productName: 'Pink ribbon hoodie',
    productType: 'Clothing',
    locale: 'en-GB',
    fulfillment: 'shipping',
    subscription: false,
  };
  await store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: codeItem({
        id,
        timestamp: '2025-06-01T08:00:00.000Z',
        source: 'pinkribbon',
        code: 'PINK-0001',
        status: 'CLAIMED',
        uid: me.sub,
        // 00:37 on 3 June in the UK (BST): the UK day, not the UTC one, is the day she claimed it.
        claimedAt: '2025-06-02T23:37:12.345Z',
        total: 1999,
        ...orderFields,
      }),
    }),
  );
  const gql = graphqlAs(store(), me, NOW);
  expect((await gql(eraseAll)).data?.deleteMyData).toMatchObject({ unlinkedCodes: 1 });

  const code = await getItem(store(), codeKey(id));
  expect(code).toMatchObject({ source: 'pinkribbon', code: 'PINK-0001', status: 'CLAIMED', total: 1999 });
  // The partner's report still counts it, by the day, not the moment, that could be matched to her order.
  expect(code?.claimedAt).toBe('2025-06-03T00:00:00.000Z');
  for (const field of ['uid', ...Object.keys(orderFields)]) expect(code).not.toHaveProperty(field);
});
