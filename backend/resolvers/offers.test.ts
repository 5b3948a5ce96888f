import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { claimKey, codeKey } from '@/backend/store/keys';
import { getItem } from '@/backend/store/records';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import { LOW_STOCK_THRESHOLD } from '@/backend/store/offers';

const store = useTestStore();
const NOW = new Date('2026-11-23T12:00:00Z');

const OFFER_FIELDS = 'id partner category title status demonstration stock lowStock revision';
const CREATE = `mutation($input: CreateOfferInput!) { createOffer(input: $input) { ${OFFER_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateOfferInput!) { updateOffer(input: $input) { ${OFFER_FIELDS} } }`;
const IMPORT = `mutation($offerId: ID!, $csv: String!, $commit: Boolean!) {
  importCodes(offerId: $offerId, csv: $csv, commit: $commit) { rows newCodes alreadyImported errors { line message } committed stock } }`;
const CLAIM = `mutation($source: String!) { claimCode(source: $source) { id code uid } }`;
const LIVE = `query($category: OfferCategory) { liveOffers(category: $category) { id stock } }`;

const admin = () => graphqlAs(store(), adminIdentity(), NOW);

function offerInput(overrides: Record<string, unknown> = {}) {
  return {
    id: `offer-${randomUUID().slice(0, 8)}`,
    partner: 'zenhotels',
    category: 'TRAVEL',
    title: 'Hotel stays',
    benefit: '10% off stays',
    terms: 'One use per member.',
    howToUse: 'Enter the code at checkout.',
    partnerUrl: 'https://example.com/zen',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    status: 'LIVE',
    ...overrides,
  };
}

async function liveOfferWithCodes(count: number) {
  const gql = admin();
  const input = offerInput();
  expect((await gql(CREATE, { input })).errors).toBeUndefined();
  const csv = ['code', ...Array.from({ length: count }, (_, n) => `${input.id}-${n}`)].join('\n');
  const imported = await gql(IMPORT, { offerId: input.id, csv, commit: true });
  expect(imported.data?.importCodes).toMatchObject({ committed: true, newCodes: count, stock: count });
  return input.id;
}

test('50 members claiming 10 codes at once: 10 distinct codes, 40 clear "none left"', async () => {
  const offerId = await liveOfferWithCodes(10);
  const responses = await Promise.all(
    Array.from({ length: 50 }, () => graphqlAs(store(), identityFor(), NOW)(CLAIM, { source: offerId })),
  );
  const granted = responses
    .filter((response) => !response.errors)
    .map((response) => response.data?.claimCode as { code: string; uid: string });
  const refused = responses.filter((response) => response.errors);
  expect(new Set(granted.map((code) => code.code)).size).toBe(10);
  expect(new Set(granted.map((code) => code.uid)).size).toBe(10);
  expect(refused).toHaveLength(40);
  for (const response of refused) {
    expect(response.errors?.[0]).toMatchObject({
      errorType: 'NotFound',
      message: `No codes are left for offer ${offerId}`,
    });
  }
  const [offer] = (
    (await admin()(`query { adminOffers { id stock lowStock } }`)).data?.adminOffers as { id: string }[]
  ).filter((o) => o.id === offerId);
  expect(offer).toEqual({ id: offerId, stock: 0, lowStock: true });
}, 30_000);

test('the same member claiming twice, even at once, holds one code', async () => {
  const offerId = await liveOfferWithCodes(5);
  const member = graphqlAs(store(), identityFor(), NOW);
  const claims = await Promise.all([member(CLAIM, { source: offerId }), member(CLAIM, { source: offerId })]);
  const again = await member(CLAIM, { source: offerId });
  const codes = new Set([...claims, again].map((response) => (response.data?.claimCode as { code: string }).code));
  expect(codes.size).toBe(1);
  const stock = (await admin()(IMPORT, { offerId, csv: 'code\nANOTHER-1', commit: false })).data?.importCodes as {
    stock: number;
  };
  expect(stock.stock).toBe(4);
});

test('an import previews per-row errors without writing, writes nothing while any row fails, and a repeat adds nothing', async () => {
  const gql = admin();
  const input = offerInput({ status: 'DRAFT' });
  await gql(CREATE, { input });
  const bad = 'code\nGOOD-0001\nbad code\nGOOD-0001';
  const preview = await gql(IMPORT, { offerId: input.id, csv: bad, commit: false });
  expect(preview.data?.importCodes).toEqual({
    rows: 3,
    newCodes: 1,
    alreadyImported: 0,
    errors: [
      { line: 3, message: 'A code must be 4 to 64 letters, digits, - or _' },
      { line: 4, message: 'Repeats the code on line 2' },
    ],
    committed: false,
    stock: 0,
  });
  expect((await gql(IMPORT, { offerId: input.id, csv: bad, commit: true })).data?.importCodes).toMatchObject({
    committed: false,
    stock: 0,
  });

  const good = 'code\nGOOD-0001\nGOOD-0002\nGOOD-0003';
  expect((await gql(IMPORT, { offerId: input.id, csv: good, commit: true })).data?.importCodes).toMatchObject({
    committed: true,
    newCodes: 3,
    stock: 3,
  });
  const again = await gql(IMPORT, { offerId: input.id, csv: `${good}\nGOOD-0004`, commit: true });
  expect(again.data?.importCodes).toMatchObject({ committed: true, newCodes: 1, alreadyImported: 3, stock: 4 });

  const missing = await gql(IMPORT, { offerId: 'no-such-offer', csv: good, commit: true });
  expect(missing.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
});

test('members see live offers only, by category; a draft or ended offer cannot be claimed, and says so', async () => {
  const gql = admin();
  const live = offerInput({ category: 'GARDEN' });
  const draft = offerInput({ category: 'GARDEN', status: 'DRAFT' });
  const ended = offerInput({ category: 'GARDEN', endDate: '2026-11-22' });
  for (const input of [live, draft, ended]) await gql(CREATE, { input });
  const member = graphqlAs(store(), identityFor(), NOW);
  const garden = (await member(LIVE, { category: 'GARDEN' })).data?.liveOffers as { id: string }[];
  expect(garden.map((o) => o.id)).toEqual([live.id]);
  expect(
    ((await member(LIVE, { category: 'FASHION' })).data?.liveOffers as unknown[]).every(
      (o) => (o as { id: string }).id !== live.id,
    ),
  ).toBe(true);
  expect((await member(`query($id: ID!) { offer(id: $id) { id } }`, { id: draft.id })).data?.offer).toBeNull();
  // Closed, not NotFound: the app tells her the offer has gone, not that its codes ran out.
  expect((await member(CLAIM, { source: draft.id })).errors?.[0]).toMatchObject({
    errorType: 'Closed',
    message: 'This offer has ended or is not available at the moment',
  });
  expect((await member(CLAIM, { source: ended.id })).errors?.[0]?.errorType).toBe('Closed');
});

test('a code she claimed while the offer was live is shown again after it ends', async () => {
  const offerId = await liveOfferWithCodes(1);
  const member = identityFor();
  const claimed = (await graphqlAs(store(), member, NOW)(CLAIM, { source: offerId })).data?.claimCode;
  const later = new Date('2027-02-01T12:00:00Z');
  expect((await graphqlAs(store(), member, later)(CLAIM, { source: offerId })).data?.claimCode).toEqual(claimed);
  expect((await graphqlAs(store(), identityFor(), later)(CLAIM, { source: offerId })).errors?.[0]?.errorType).toBe(
    'Closed',
  );
});

test('an update needs the revision it read: a stale one is a Conflict, and dates stay in order', async () => {
  const gql = admin();
  const input = offerInput({ status: 'DRAFT' });
  const created = (await gql(CREATE, { input })).data?.createOffer as { revision: number; lowStock: boolean };
  expect(created).toMatchObject({ revision: 1, lowStock: true, demonstration: false });
  expect(LOW_STOCK_THRESHOLD).toBeGreaterThan(0);
  const first = await gql(UPDATE, { input: { id: input.id, revision: 1, title: 'Spring stays', status: 'LIVE' } });
  expect(first.data?.updateOffer).toMatchObject({ title: 'Spring stays', status: 'LIVE', revision: 2 });
  const stale = await gql(UPDATE, { input: { id: input.id, revision: 1, title: 'Lost edit' } });
  expect(stale.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
  const backwards = await gql(UPDATE, { input: { id: input.id, revision: 2, endDate: '2026-10-01' } });
  expect(backwards.errors?.[0]?.message).toContain('endDate must not be before startDate');
  const http = await gql(CREATE, { input: offerInput({ partnerUrl: 'http://example.com' }) });
  expect(http.errors?.[0]?.message).toContain('partnerUrl must be an https address');
});

test('the same update sent again after it was saved is answered with the offer as stored; another stale one is a Conflict', async () => {
  const gql = admin();
  const input = offerInput({ status: 'DRAFT' });
  await gql(CREATE, { input });
  const edit = { id: input.id, revision: 1, title: 'Spring stays', status: 'LIVE' };
  const first = await gql(UPDATE, { input: edit });
  expect(first.data?.updateOffer).toMatchObject({ title: 'Spring stays', revision: 2 });
  // The admin's page stopped waiting for the first save, and she saved again from the revision she had read.
  expect(await gql(UPDATE, { input: edit })).toEqual({ data: { updateOffer: first.data?.updateOffer } });
  const other = await gql(UPDATE, { input: { ...edit, title: 'Summer stays' } });
  expect(other.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
  const stored = await gql(`query($id: ID!) { offer(id: $id) { title revision } }`, { id: input.id });
  expect(stored.data?.offer).toEqual({ title: 'Spring stays', revision: 2 });
});

test('a voided code is never handed out; the partner export lists claimed codes without member data', async () => {
  const offerId = await liveOfferWithCodes(2);
  const gql = admin();
  const codes = (
    await gql(`query($s: String!) { listCodes(filter: { source: $s }) { items { id code } } }`, { s: offerId })
  ).data?.listCodes as { items: { id: string; code: string }[] };
  const [toVoid, toClaim] = codes.items;
  expect((await gql(`mutation($id: ID!) { voidCode(id: $id) { status } }`, { id: toVoid?.id })).data?.voidCode).toEqual(
    { status: 'VOID' },
  );
  expect(
    (await gql(`mutation($id: ID!) { voidCode(id: $id) { status } }`, { id: toVoid?.id })).errors?.[0]?.errorType,
  ).toBe('NotFound');

  const member = identityFor();
  const claimed = await graphqlAs(store(), member, NOW)(CLAIM, { source: offerId });
  expect((claimed.data?.claimCode as { code: string }).code).toBe(toClaim?.code);
  expect((await graphqlAs(store(), identityFor(), NOW)(CLAIM, { source: offerId })).errors?.[0]?.errorType).toBe(
    'NotFound',
  );

  const csv = (await gql(`query { exportPartnerCodes(partner: "zenhotels") }`)).data?.exportPartnerCodes as string;
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('code,offer,claimedAt,status');
  expect(lines).toContain(`${toClaim?.code},${offerId},${NOW.toISOString()},CLAIMED`);
  expect(csv).not.toContain(member.sub);
  expect(csv).not.toContain('@');
  expect(csv).not.toContain(toVoid?.code);
});

describe('a member whose code is withdrawn may claim another', () => {
  const MINE = `query($uid: ID) { listCodes(uid: $uid) { items { id status } } }`;
  const claimAs = (member: ReturnType<typeof identityFor>, offerId: string) =>
    graphqlAs(
      store(),
      member,
      NOW,
    )(`mutation($source: String!) { claimCode(source: $source) { id code status } }`, {
      source: offerId,
    });
  const claimedId = (response: Awaited<ReturnType<typeof claimAs>>) => (response.data?.claimCode as { id: string }).id;

  test('after an admin voids her claimed code, her next claim gives a fresh code, and a repeat gives that one', async () => {
    const offerId = await liveOfferWithCodes(3);
    const member = identityFor();
    const first = claimedId(await claimAs(member, offerId));
    expect(
      (await admin()(`mutation($id: ID!) { voidCode(id: $id) { status } }`, { id: first })).data?.voidCode,
    ).toEqual({
      status: 'VOID',
    });
    // The void itself clears her claim marker of the offer, so the claim below need not repair it.
    expect(await getItem(store(), claimKey(offerId, member.sub))).toBeUndefined();

    const again = await claimAs(member, offerId);
    expect(again.errors).toBeUndefined();
    expect(again.data?.claimCode).toMatchObject({ status: 'CLAIMED' });
    expect(claimedId(again)).not.toBe(first);
    expect(claimedId(await claimAs(member, offerId))).toBe(claimedId(again));
    const mine = (await graphqlAs(store(), member, NOW)(MINE, { uid: member.sub })).data?.listCodes as {
      items: { id: string; status: string }[];
    };
    expect(mine.items).toEqual(
      expect.arrayContaining([
        { id: first, status: 'VOID' },
        { id: claimedId(again), status: 'CLAIMED' },
      ]),
    );
    expect(mine.items).toHaveLength(2);
  });

  test('a claim marker left pointing at a void code (its clean-up interrupted) does not keep her from a fresh one', async () => {
    const offerId = await liveOfferWithCodes(2);
    const member = identityFor();
    const first = claimedId(await claimAs(member, offerId));
    // As if the void had been written and the marker's clean-up had not.
    await store().doc.send(
      new UpdateCommand({
        TableName: store().tableName,
        Key: codeKey(first),
        UpdateExpression: 'SET #status = :void',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':void': 'VOID' },
      }),
    );
    const again = await claimAs(member, offerId);
    expect(again.data?.claimCode).toMatchObject({ status: 'CLAIMED' });
    expect(claimedId(again)).not.toBe(first);
  });
});

test('every admin mutation is recorded with who, what and when, newest first', async () => {
  const identity = adminIdentity();
  const gql = graphqlAs(store(), identity, NOW);
  const later = new Date(NOW.getTime() + 1000);
  const input = offerInput();
  await gql(CREATE, { input });
  await graphqlAs(store(), identity, later)(IMPORT, { offerId: input.id, csv: 'code\nLOG-0001', commit: false });
  const activity = (await gql(`query { adminActivity(limit: 100) { items { actor action target at } } }`)).data
    ?.adminActivity as {
    items: { actor: string; action: string; target: string }[];
  };
  const mine = activity.items.filter((item) => item.actor === identity.username);
  expect(mine.slice(0, 2)).toEqual([
    { actor: identity.username, action: 'importCodes (preview)', target: input.id, at: later.toISOString() },
    { actor: identity.username, action: 'createOffer', target: input.id, at: NOW.toISOString() },
  ]);
});
