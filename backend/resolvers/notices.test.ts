import { randomUUID } from 'node:crypto';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { withIndexLag } from '@/local/store/index-lag';

const store = useTestStore();
const NOW = new Date('2026-11-23T12:00:00Z');
const LIST = `query { myNotices { items { id kind title body link readAt } nextToken } }`;

test('refreshing creates the notices her checks and categories call for, once; she marks them read', async () => {
  const member = identityFor();
  const gql = graphqlAs(store(), member, NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { id: randomUUID(), next: '2026-11-20', offerCategories: ['BEAUTY'] },
  });
  const checkId = randomUUID();
  await gql(`mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`, {
    input: {
      id: checkId,
      checked: '2026-10-10T09:00:00Z', // four weeks on, 7 November, is more than three days ago: overdue
      cMonth: 10,
      score: 3,
      bLeft: [{ kind: 'LUMP', severity: 3 }],
    },
  });
  const offerId = `beauty-${randomUUID().slice(0, 8)}`;
  await graphqlAs(
    store(),
    adminIdentity(),
    NOW,
  )(`mutation($input: CreateOfferInput!) { createOffer(input: $input) { id } }`, {
    input: {
      id: offerId,
      partner: 'smilewhite',
      category: 'BEAUTY',
      title: 'Whitening',
      benefit: '15% off',
      terms: 'T',
      howToUse: 'H',
      startDate: '2026-11-20',
      endDate: '2026-12-31',
      status: 'LIVE',
    },
  });

  // Before anything is written, the count already includes what the rules call for, and reading it writes nothing.
  expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(3);
  expect((await gql(LIST)).data?.myNotices).toEqual({ items: [], nextToken: null });
  const REFRESH = `mutation { refreshMyNotices { id kind readAt } }`;
  const written = (await gql(REFRESH)).data?.refreshMyNotices as { id: string; readAt: string | null }[];
  expect(written.map((notice) => notice.id).sort()).toEqual(
    ['CHECK_OVERDUE.2026-11-07', `NEW_OFFER.${offerId}`, `FINDING_FOLLOW_UP.${checkId}`].sort(),
  );
  expect(written.every((notice) => notice.readAt === null)).toBe(true);
  expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]); // already written: nothing new
  expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(3);
  const { items } = (await gql(LIST)).data?.myNotices as { items: { id: string; kind: string; body: string }[] };
  expect(items.map((notice) => notice.id).sort()).toEqual(
    ['CHECK_OVERDUE.2026-11-07', `NEW_OFFER.${offerId}`, `FINDING_FOLLOW_UP.${checkId}`].sort(),
  );
  expect(items.find((notice) => notice.kind === 'FINDING_FOLLOW_UP')?.body).not.toMatch(/lump/i);

  const read = await gql(`mutation($id: ID!) { markNoticeRead(id: $id) { id readAt } }`, {
    id: 'CHECK_OVERDUE.2026-11-07',
  });
  expect(read.data?.markNoticeRead).toEqual({ id: 'CHECK_OVERDUE.2026-11-07', readAt: NOW.toISOString() });
  expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(2);
  expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(2);

  const stranger = graphqlAs(store(), identityFor(), NOW);
  expect(
    (await stranger(`mutation($id: ID!) { markNoticeRead(id: $id) { id } }`, { id: 'CHECK_OVERDUE.2026-11-07' })).data
      ?.markNoticeRead,
  ).toBeNull();
  expect((await stranger(LIST)).data?.myNotices).toEqual({ items: [], nextToken: null });
});

test('sign-ups are counted per source and month, once per member, and the source comes from her token only', async () => {
  const source = `partner-${randomUUID().slice(0, 6)}`;
  const joined = (claims: Record<string, unknown>): AppSyncIdentity => {
    const identity = identityFor();
    return { ...identity, claims: { ...identity.claims, ...claims } };
  };
  const fromPartner = joined({ 'custom:source': source });
  const create = `mutation($input: CreateUserInput!) { createUser(input: $input) { source } }`;
  const first = await graphqlAs(store(), fromPartner, NOW)(create, { input: { id: randomUUID() } });
  expect(first.data?.createUser).toEqual({ source });
  await graphqlAs(store(), fromPartner, NOW)(create, { input: { id: randomUUID() } });
  await graphqlAs(store(), joined({ 'custom:source': source }), NOW)(create, { input: { id: randomUUID() } });
  const forged = await graphqlAs(store(), joined({}), NOW)(create, { input: { id: randomUUID(), source: 'forged' } });
  expect(forged.errors?.[0]?.errorType).toBe('ValidationError');

  const counts = (
    await graphqlAs(
      store(),
      adminIdentity(),
      NOW,
    )(`query { signupsBySource(fromMonth: "2026-11", toMonth: "2026-11") { source month count } }`)
  ).data?.signupsBySource as { source: string; count: number }[];
  expect(counts.filter((row) => row.source === source)).toEqual([{ source, month: '2026-11', count: 2 }]);
});

test('a change her latest check records as gone is not followed up; one still there is', async () => {
  const gql = graphqlAs(store(), identityFor(), NOW);
  const create = `mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`;
  const lump = randomUUID();
  const pain = randomUUID();
  const check = (checked: string, findings: object[]) => ({
    id: randomUUID(),
    checked,
    cMonth: 11,
    score: 0,
    bLeft: findings,
  });
  await gql(create, { input: check('2026-11-01T09:00:00Z', [{ id: lump, kind: 'LUMP', severity: 3 }]) });
  const allGone = check('2026-11-20T09:00:00Z', [{ id: lump, kind: 'LUMP', severity: 3, status: 'GONE' }]);
  await gql(create, { input: allGone });
  expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(0);
  expect((await gql(`mutation { refreshMyNotices { id } }`)).data?.refreshMyNotices).toEqual([]);

  const oneStillThere = check('2026-11-22T09:00:00Z', [
    { id: lump, kind: 'LUMP', severity: 3, status: 'GONE' },
    { id: pain, kind: 'PAIN', severity: 2, status: 'STILL_THERE' },
  ]);
  await gql(create, { input: oneStillThere });
  expect((await gql(`mutation { refreshMyNotices { id } }`)).data?.refreshMyNotices).toEqual([
    { id: `FINDING_FOLLOW_UP.${oneStillThere.id}` },
  ]);
});

describe('the follow-up notice of a check goes when the check no longer calls for it', () => {
  const CREATE = `mutation($input: CreateObservationInput!) { createObservation(input: $input) { id updatedAt } }`;
  const REFRESH = `mutation { refreshMyNotices { id } }`;
  const followUps = async (gql: ReturnType<typeof graphqlAs>) =>
    ((await gql(LIST)).data?.myNotices as { items: { id: string }[] }).items
      .map((notice) => notice.id)
      .filter((id) => id.startsWith('FINDING_FOLLOW_UP.'));
  /** A check of yesterday with a lump, its follow-up notice written as /notices does. */
  const checkWithNotice = async () => {
    const gql = graphqlAs(store(), identityFor(), NOW);
    const input = {
      id: randomUUID(),
      checked: '2026-11-22T09:00:00Z',
      cMonth: 11,
      score: 0,
      bLeft: [{ id: randomUUID(), kind: 'LUMP', severity: 3 }],
    };
    const created = (await gql(CREATE, { input })).data?.createObservation as { updatedAt: string };
    await gql(REFRESH);
    expect(await followUps(gql)).toEqual([`FINDING_FOLLOW_UP.${input.id}`]);
    return { gql, input, updatedAt: created.updatedAt };
  };

  test('deleting the check deletes its notice, and a repeated delete changes nothing', async () => {
    const { gql, input } = await checkWithNotice();
    const DELETE = `mutation($input: DeleteRecordInput!) { deleteObservation(input: $input) { id } }`;
    expect((await gql(DELETE, { input: { id: input.id } })).data?.deleteObservation).toEqual({ id: input.id });
    expect(await followUps(gql)).toEqual([]);
    expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(0);
    expect((await gql(DELETE, { input: { id: input.id } })).data?.deleteObservation).toBeNull();
    expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  });

  test('an edit that removes every finding deletes it; one that keeps a finding does not', async () => {
    const { gql, input, updatedAt } = await checkWithNotice();
    const UPDATE = `mutation($input: UpdateObservationInput!) { updateObservation(input: $input) { id updatedAt } }`;
    const kept = await gql(UPDATE, { input: { id: input.id, expectedUpdatedAt: updatedAt, score: 1 } });
    expect(kept.errors).toBeUndefined();
    expect(await followUps(gql)).toEqual([`FINDING_FOLLOW_UP.${input.id}`]);
    const cleared = await gql(UPDATE, {
      input: {
        id: input.id,
        expectedUpdatedAt: (kept.data?.updateObservation as { updatedAt: string }).updatedAt,
        bLeft: [],
      },
    });
    expect(cleared.errors).toBeUndefined();
    expect(await followUps(gql)).toEqual([]);
    expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  });
});

describe('a check is due by the rule /summary uses, from her checks, not her reminder plan', () => {
  const create = `mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`;
  const REFRESH = `mutation { refreshMyNotices { id } }`;
  const memberWithPlan = async () => {
    const gql = graphqlAs(store(), identityFor(), NOW);
    // Her reminders are set for a day long past: the reminder job moves that, a check does not.
    await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
      input: { id: randomUUID(), next: '2026-10-01' },
    });
    return gql;
  };
  const check = (checked: string, cycle: object = {}) => ({
    id: randomUUID(),
    checked,
    cMonth: 11,
    score: 0,
    ...cycle,
  });

  test('a check done today clears it', async () => {
    const gql = await memberWithPlan();
    await gql(create, { input: check('2026-10-01T09:00:00Z') });
    expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(1);
    await gql(create, { input: check('2026-11-23T08:00:00Z') });
    expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(0);
    expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  });

  test('with no check yet, nothing is due', async () => {
    const gql = await memberWithPlan();
    expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  });

  test('her usual cycle sets the day, as on /summary', async () => {
    const gql = await memberWithPlan();
    // 35 days after 20 October is 24 November, due tomorrow; four weeks would have made it overdue.
    await gql(create, { input: check('2026-10-20T09:00:00Z', { cLength: 35 }) });
    expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([{ id: 'CHECK_DUE.2026-11-24' }]);
  });
});

test('while her health features are paused, no notice is worked out from her checks or shown, and other news still is', async () => {
  const member = identityFor();
  const gql = graphqlAs(store(), member, NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, { input: { id: randomUUID() } });
  await gql(`mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`, {
    input: { id: randomUUID(), checked: '2026-10-01T09:00:00Z', cMonth: 10, score: 0 },
  });
  // Before the pause: the overdue check is counted and written.
  expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(1);
  expect((await gql(`mutation { refreshMyNotices { kind } }`)).data?.refreshMyNotices).toEqual([
    { kind: 'CHECK_OVERDUE' },
  ]);

  const paused = await gql(`mutation { updateUser(input: { healthPaused: true }) { id } }`);
  expect(paused.errors).toBeUndefined();
  expect((await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount).toBe(0);
  expect((await gql(`mutation { refreshMyNotices { kind } }`)).data?.refreshMyNotices).toEqual([]);
  expect((await gql(LIST)).data?.myNotices).toMatchObject({ items: [] });

  await gql(`mutation { updateUser(input: { healthPaused: false }) { id } }`);
  expect((await gql(LIST)).data?.myNotices).toMatchObject({ items: [{ kind: 'CHECK_OVERDUE' }] });
});

test('news of a new offer comes only once she chooses its category in settings (updateUser), and stops when she clears it', async () => {
  const gql = graphqlAs(store(), identityFor(), NOW);
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, { input: { id: randomUUID() } });
  const offerId = `garden-${randomUUID().slice(0, 8)}`;
  await graphqlAs(
    store(),
    adminIdentity(),
    NOW,
  )(`mutation($input: CreateOfferInput!) { createOffer(input: $input) { id } }`, {
    input: {
      id: offerId,
      partner: 'smilewhite',
      category: 'GARDEN',
      title: 'Seeds',
      benefit: '10% off',
      terms: 'T',
      howToUse: 'H',
      startDate: '2026-11-21',
      endDate: '2026-12-31',
      status: 'LIVE',
    },
  });
  const REFRESH = `mutation { refreshMyNotices { id } }`;
  const choose = (categories: string[]) =>
    gql(
      `mutation($categories: [OfferCategory!]) { updateUser(input: { offerCategories: $categories }) { offerCategories } }`,
      {
        categories,
      },
    );

  // Nothing chosen yet: no offer news, however new the offer.
  expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  // Another kind chosen: still none.
  expect((await choose(['TRAVEL'])).data?.updateUser).toEqual({ offerCategories: ['TRAVEL'] });
  expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  // Its kind chosen: one notice, once.
  await choose(['TRAVEL', 'GARDEN']);
  expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([{ id: `NEW_OFFER.${offerId}` }]);
  expect((await gql(REFRESH)).data?.refreshMyNotices).toEqual([]);
  // Cleared: her choice is empty again; the notice she was sent stays in her list.
  expect((await choose([])).data?.updateUser).toEqual({ offerCategories: [] });
  const { items } = (await gql(LIST)).data?.myNotices as { items: { id: string }[] };
  expect(items.map((notice) => notice.id)).toEqual([`NEW_OFFER.${offerId}`]);
});

test('a sign-up in the first hour of a UK summer month counts in that month, not the UTC month before', async () => {
  const source = `partner-${randomUUID().slice(0, 6)}`;
  const identity = identityFor();
  const member = { ...identity, claims: { ...identity.claims, 'custom:source': source } };
  // 00:30 BST on 1 June 2026 is 23:30 UTC on 31 May.
  const firstHourOfJune = new Date('2026-05-31T23:30:00Z');
  await graphqlAs(
    store(),
    member,
    firstHourOfJune,
  )(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, { input: { id: randomUUID() } });
  const counts = (
    await graphqlAs(
      store(),
      adminIdentity(),
      NOW,
    )(`query { signupsBySource(fromMonth: "2026-05", toMonth: "2026-06") { source month count } }`)
  ).data?.signupsBySource as { source: string; month: string; count: number }[];
  expect(counts.filter((row) => row.source === source)).toEqual([{ source, month: '2026-06', count: 1 }]);
});

describe('the menu count while the byUid index lags', () => {
  const LAG = 1_000;
  let clock = 0;
  const lagging = () => withIndexLag(store(), LAG, () => clock);
  const overdueMember = async () => {
    const gql = graphqlAs(lagging(), identityFor(), NOW);
    await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
      input: { id: randomUUID() },
    });
    await gql(`mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`, {
      input: { id: randomUUID(), checked: '2026-10-01T09:00:00Z', cMonth: 10, score: 0 },
    });
    clock += LAG;
    return gql;
  };
  const count = async (gql: ReturnType<typeof graphqlAs>) =>
    (await gql(`query { unreadNoticeCount }`)).data?.unreadNoticeCount;
  const markRead = (gql: ReturnType<typeof graphqlAs>, id: string) =>
    gql(`mutation($id: ID!) { markNoticeRead(id: $id) { id } }`, { id });

  test('does not count a notice /notices has just written and she has read', async () => {
    const gql = await overdueMember();
    const written = (await gql(`mutation { refreshMyNotices { id } }`)).data?.refreshMyNotices as { id: string }[];
    expect(written).toHaveLength(1);
    await markRead(gql, written[0]!.id);
    expect(await count(gql)).toBe(0);
  });

  test('does not count a notice she has just read', async () => {
    const gql = await overdueMember();
    const written = (await gql(`mutation { refreshMyNotices { id } }`)).data?.refreshMyNotices as { id: string }[];
    clock += LAG;
    expect(await count(gql)).toBe(1);
    await markRead(gql, written[0]!.id);
    expect(await count(gql)).toBe(0);
  });

  test('does not bring back the follow-up of a check whose findings she has just removed', async () => {
    const gql = graphqlAs(lagging(), identityFor(), NOW);
    const input = {
      id: randomUUID(),
      checked: '2026-11-22T09:00:00Z',
      cMonth: 11,
      score: 0,
      bLeft: [{ id: randomUUID(), kind: 'LUMP', severity: 3 }],
    };
    const created = await gql(
      `mutation($input: CreateObservationInput!) { createObservation(input: $input) { updatedAt } }`,
      { input },
    );
    clock += LAG;
    await gql(`mutation { refreshMyNotices { id } }`);
    const UPDATE = `mutation($input: UpdateObservationInput!) { updateObservation(input: $input) { id } }`;
    const expectedUpdatedAt = (created.data?.createObservation as { updatedAt: string }).updatedAt;
    expect((await gql(UPDATE, { input: { id: input.id, expectedUpdatedAt, bLeft: [] } })).errors).toBeUndefined();
    expect(await count(gql)).toBe(0);
    expect((await gql(`mutation { refreshMyNotices { id } }`)).data?.refreshMyNotices).toEqual([]);
  });
});

test('/notices opened in the second after she saves a check does not tell her the check is due', async () => {
  // The real clock this time: the resolver waits out the index's lag itself.
  const gql = graphqlAs(withIndexLag(store(), 300), identityFor(), NOW);
  const CREATE = `mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`;
  await gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, { input: { id: randomUUID() } });
  await gql(CREATE, { input: { id: randomUUID(), checked: '2026-10-01T09:00:00Z', cMonth: 10, score: 0 } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await gql(CREATE, { input: { id: randomUUID(), checked: '2026-11-23T11:00:00Z', cMonth: 11, score: 0 } });
  expect((await gql(`mutation { refreshMyNotices { kind } }`)).data?.refreshMyNotices).toEqual([]);
});
